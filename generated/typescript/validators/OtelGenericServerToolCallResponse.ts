// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCallResponse: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCallResponse: Check = {k:'json',j:()=>J_OtelGenericServerToolCallResponse,f:runJson};
/** The validator of OtelGenericServerToolCallResponse. */
export const OtelGenericServerToolCallResponse: Validator<T.OtelGenericServerToolCallResponse> = /* @__PURE__ */ validator<T.OtelGenericServerToolCallResponse>("OtelGenericServerToolCallResponse", null, () => C_OtelGenericServerToolCallResponse);
