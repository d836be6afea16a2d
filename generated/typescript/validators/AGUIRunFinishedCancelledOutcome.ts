// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedCancelledOutcome: Json = {"type":"object","properties":{"type":{"const":"cancelled"}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedCancelledOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedCancelledOutcome,f:runJson};
/** The validator of AGUIRunFinishedCancelledOutcome. */
export const AGUIRunFinishedCancelledOutcome: Validator<T.AGUIRunFinishedCancelledOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedCancelledOutcome>("AGUIRunFinishedCancelledOutcome", null, () => C_AGUIRunFinishedCancelledOutcome);
