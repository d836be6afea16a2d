// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCallResponse: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCallResponse: Check = {k:'json',j:()=>J_OtelGenericServerToolCallResponse,f:runJson};
/** The validator of OtelGenericServerToolCallResponse. */
export const OtelGenericServerToolCallResponse: Validator<T.OtelGenericServerToolCallResponse> = /* @__PURE__ */ validator<T.OtelGenericServerToolCallResponse>("OtelGenericServerToolCallResponse", null, () => C_OtelGenericServerToolCallResponse);
