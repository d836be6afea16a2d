// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedCancelledOutcome: Json = {"type":"object","properties":{"type":{"const":"cancelled"}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedCancelledOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedCancelledOutcome,f:runJson};
/** The validator of AGUIRunFinishedCancelledOutcome. */
export const AGUIRunFinishedCancelledOutcome: Validator<T.AGUIRunFinishedCancelledOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedCancelledOutcome>("AGUIRunFinishedCancelledOutcome", null, () => C_AGUIRunFinishedCancelledOutcome);
