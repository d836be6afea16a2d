// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIFunctionCall } from "./AGUIFunctionCall.js";

/** @internal */
export const J_AGUIToolCall: Json = {"type":"object","properties":{"id":{"type":"string"},"type":{"const":"function"},"function":{"$ref":()=>J_AGUIFunctionCall},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","type","function"]};
/** @internal */
export const C_AGUIToolCall: Check = {k:'json',j:()=>J_AGUIToolCall,f:runJson};
/** The validator of AGUIToolCall. */
export const AGUIToolCall: Validator<T.AGUIToolCall> = /* @__PURE__ */ validator<T.AGUIToolCall>("AGUIToolCall", null, () => C_AGUIToolCall);
