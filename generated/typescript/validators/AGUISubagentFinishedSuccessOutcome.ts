// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuccessOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuccessOutcome. */
export const AGUISubagentFinishedSuccessOutcome: Validator<T.AGUISubagentFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuccessOutcome>("AGUISubagentFinishedSuccessOutcome", null, () => C_AGUISubagentFinishedSuccessOutcome);
