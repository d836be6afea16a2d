// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedCancelledOutcome: Json = {"type":"object","properties":{"type":{"const":"cancelled"}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedCancelledOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedCancelledOutcome,f:runJson};
/** The validator of AGUIRunFinishedCancelledOutcome. */
export const AGUIRunFinishedCancelledOutcome: Validator<T.AGUIRunFinishedCancelledOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedCancelledOutcome>("AGUIRunFinishedCancelledOutcome", null, () => C_AGUIRunFinishedCancelledOutcome);
