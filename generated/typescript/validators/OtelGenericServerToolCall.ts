// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCall: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCall: Check = {k:'json',j:()=>J_OtelGenericServerToolCall,f:runJson};
/** The validator of OtelGenericServerToolCall. */
export const OtelGenericServerToolCall: Validator<T.OtelGenericServerToolCall> = /* @__PURE__ */ validator<T.OtelGenericServerToolCall>("OtelGenericServerToolCall", null, () => C_OtelGenericServerToolCall);
