// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuccessOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuccessOutcome. */
export const AGUISubagentFinishedSuccessOutcome: Validator<T.AGUISubagentFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuccessOutcome>("AGUISubagentFinishedSuccessOutcome", null, () => C_AGUISubagentFinishedSuccessOutcome);
