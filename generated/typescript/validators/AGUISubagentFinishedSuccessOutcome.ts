// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuccessOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuccessOutcome. */
export const AGUISubagentFinishedSuccessOutcome: Validator<T.AGUISubagentFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuccessOutcome>("AGUISubagentFinishedSuccessOutcome", null, () => C_AGUISubagentFinishedSuccessOutcome);
