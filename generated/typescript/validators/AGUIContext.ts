// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIContext: Json = {"type":"object","properties":{"description":{"type":"string"},"value":{"type":"string"}},"required":["description","value"]};
/** @internal */
export const C_AGUIContext: Check = {k:'json',j:()=>J_AGUIContext,f:runJson};
/** The validator of AGUIContext. */
export const AGUIContext: Validator<T.AGUIContext> = /* @__PURE__ */ validator<T.AGUIContext>("AGUIContext", null, () => C_AGUIContext);
