// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"},"pendingToolCallIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedSuccessOutcome,f:runJson};
/** The validator of AGUIRunFinishedSuccessOutcome. */
export const AGUIRunFinishedSuccessOutcome: Validator<T.AGUIRunFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedSuccessOutcome>("AGUIRunFinishedSuccessOutcome", null, () => C_AGUIRunFinishedSuccessOutcome);
