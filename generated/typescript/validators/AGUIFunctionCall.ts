// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIFunctionCall: Json = {"type":"object","properties":{"name":{"type":"string"},"arguments":{"type":"string"}},"required":["name","arguments"]};
/** @internal */
export const C_AGUIFunctionCall: Check = {k:'json',j:()=>J_AGUIFunctionCall,f:runJson};
/** The validator of AGUIFunctionCall. */
export const AGUIFunctionCall: Validator<T.AGUIFunctionCall> = /* @__PURE__ */ validator<T.AGUIFunctionCall>("AGUIFunctionCall", null, () => C_AGUIFunctionCall);
