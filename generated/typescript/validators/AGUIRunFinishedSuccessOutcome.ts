// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"},"pendingToolCallIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedSuccessOutcome,f:runJson};
/** The validator of AGUIRunFinishedSuccessOutcome. */
export const AGUIRunFinishedSuccessOutcome: Validator<T.AGUIRunFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedSuccessOutcome>("AGUIRunFinishedSuccessOutcome", null, () => C_AGUIRunFinishedSuccessOutcome);
