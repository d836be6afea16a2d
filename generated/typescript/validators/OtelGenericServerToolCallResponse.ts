// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCallResponse: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCallResponse: Check = {k:'json',j:()=>J_OtelGenericServerToolCallResponse,f:runJson};
/** The validator of OtelGenericServerToolCallResponse. */
export const OtelGenericServerToolCallResponse: Validator<T.OtelGenericServerToolCallResponse> = /* @__PURE__ */ validator<T.OtelGenericServerToolCallResponse>("OtelGenericServerToolCallResponse", null, () => C_OtelGenericServerToolCallResponse);
