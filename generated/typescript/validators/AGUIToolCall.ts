// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIFunctionCall } from "./AGUIFunctionCall.js";

/** @internal */
export const J_AGUIToolCall: Json = {"type":"object","properties":{"id":{"type":"string"},"type":{"const":"function"},"function":{"$ref":()=>J_AGUIFunctionCall},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","type","function"]};
/** @internal */
export const C_AGUIToolCall: Check = {k:'json',j:()=>J_AGUIToolCall,f:runJson};
/** The validator of AGUIToolCall. */
export const AGUIToolCall: Validator<T.AGUIToolCall> = /* @__PURE__ */ validator<T.AGUIToolCall>("AGUIToolCall", null, () => C_AGUIToolCall);
