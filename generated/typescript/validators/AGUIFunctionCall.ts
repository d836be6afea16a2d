// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFunctionCall: Json = {"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}},"required":["name","arguments"]};
/** @internal */
export const C_AGUIFunctionCall: Check = {k:'json',j:()=>J_AGUIFunctionCall,f:runJson};
/** The validator of AGUIFunctionCall. */
export const AGUIFunctionCall: Validator<T.AGUIFunctionCall> = /* @__PURE__ */ validator<T.AGUIFunctionCall>("AGUIFunctionCall", null, () => C_AGUIFunctionCall);
