// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 15adf8a96b34a2225c9077692fd8e31644f8c4fe363cd56996ddbb29a00e8678

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIContext: Json = {"type":"object","properties":{"description":{"type":"string"},"value":{"type":"string"}},"required":["description","value"]};
/** @internal */
export const C_AGUIContext: Check = {k:'json',j:()=>J_AGUIContext,f:runJson};
/** The validator of AGUIContext. */
export const AGUIContext: Validator<T.AGUIContext> = /* @__PURE__ */ validator<T.AGUIContext>("AGUIContext", null, () => C_AGUIContext);
