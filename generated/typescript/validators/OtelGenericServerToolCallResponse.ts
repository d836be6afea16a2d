// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCallResponse: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
const C_OtelGenericServerToolCallResponse: Check = {k:'json',j:()=>J_OtelGenericServerToolCallResponse};
/** The validator of OtelGenericServerToolCallResponse. */
export const OtelGenericServerToolCallResponse: Validator<T.OtelGenericServerToolCallResponse> = /* @__PURE__ */ validator<T.OtelGenericServerToolCallResponse>("OtelGenericServerToolCallResponse", null, () => C_OtelGenericServerToolCallResponse);
