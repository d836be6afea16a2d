// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFunctionCall: Json = {"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}},"required":["name","arguments"]};
/** @internal */
export const C_AGUIFunctionCall: Check = {k:'json',j:()=>J_AGUIFunctionCall,f:runJson};
/** The validator of AGUIFunctionCall. */
export const AGUIFunctionCall: Validator<T.AGUIFunctionCall> = /* @__PURE__ */ validator<T.AGUIFunctionCall>("AGUIFunctionCall", null, () => C_AGUIFunctionCall);
