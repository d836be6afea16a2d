// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIFunctionCall } from "./AGUIFunctionCall.js";

/** @internal */
export const J_AGUIToolCall: Json = {"type":"object","properties":{"id":{"type":"string"},"type":{"const":"function"},"function":{"$ref":()=>J_AGUIFunctionCall},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","type","function"]};
/** @internal */
export const C_AGUIToolCall: Check = {k:'json',j:()=>J_AGUIToolCall,f:runJson};
/** The validator of AGUIToolCall. */
export const AGUIToolCall: Validator<T.AGUIToolCall> = /* @__PURE__ */ validator<T.AGUIToolCall>("AGUIToolCall", null, () => C_AGUIToolCall);
