// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuccessOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuccessOutcome. */
export const AGUISubagentFinishedSuccessOutcome: Validator<T.AGUISubagentFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuccessOutcome>("AGUISubagentFinishedSuccessOutcome", null, () => C_AGUISubagentFinishedSuccessOutcome);
