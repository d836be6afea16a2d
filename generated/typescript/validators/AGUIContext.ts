// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIContext: Json = {"type":"object","properties":{"description":{"type":"string"},"value":{"type":"string"}},"required":["description","value"]};
/** @internal */
export const C_AGUIContext: Check = {k:'json',j:()=>J_AGUIContext,f:runJson};
/** The validator of AGUIContext. */
export const AGUIContext: Validator<T.AGUIContext> = /* @__PURE__ */ validator<T.AGUIContext>("AGUIContext", null, () => C_AGUIContext);
