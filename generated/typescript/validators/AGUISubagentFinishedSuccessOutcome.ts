// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuccessOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuccessOutcome. */
export const AGUISubagentFinishedSuccessOutcome: Validator<T.AGUISubagentFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuccessOutcome>("AGUISubagentFinishedSuccessOutcome", null, () => C_AGUISubagentFinishedSuccessOutcome);
