// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFunctionCall: Json = {"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}},"required":["name","arguments"]};
/** @internal */
export const C_AGUIFunctionCall: Check = {k:'json',j:()=>J_AGUIFunctionCall,f:runJson};
/** The validator of AGUIFunctionCall. */
export const AGUIFunctionCall: Validator<T.AGUIFunctionCall> = /* @__PURE__ */ validator<T.AGUIFunctionCall>("AGUIFunctionCall", null, () => C_AGUIFunctionCall);
