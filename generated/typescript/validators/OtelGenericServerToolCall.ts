// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 21785fd3602b38f0b11521317ca050d4e4fe7c81ee4376ff0c9f4e9d1348815c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCall: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCall: Check = {k:'json',j:()=>J_OtelGenericServerToolCall,f:runJson};
/** The validator of OtelGenericServerToolCall. */
export const OtelGenericServerToolCall: Validator<T.OtelGenericServerToolCall> = /* @__PURE__ */ validator<T.OtelGenericServerToolCall>("OtelGenericServerToolCall", null, () => C_OtelGenericServerToolCall);
