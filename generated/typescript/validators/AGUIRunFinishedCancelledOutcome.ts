// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedCancelledOutcome: Json = {"type":"object","properties":{"type":{"const":"cancelled"}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedCancelledOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedCancelledOutcome,f:runJson};
/** The validator of AGUIRunFinishedCancelledOutcome. */
export const AGUIRunFinishedCancelledOutcome: Validator<T.AGUIRunFinishedCancelledOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedCancelledOutcome>("AGUIRunFinishedCancelledOutcome", null, () => C_AGUIRunFinishedCancelledOutcome);
