// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuspendedOutcome: Json = {"type":"object","properties":{"type":{"const":"suspended"},"interruptIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuspendedOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuspendedOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuspendedOutcome. */
export const AGUISubagentFinishedSuspendedOutcome: Validator<T.AGUISubagentFinishedSuspendedOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuspendedOutcome>("AGUISubagentFinishedSuspendedOutcome", null, () => C_AGUISubagentFinishedSuspendedOutcome);
