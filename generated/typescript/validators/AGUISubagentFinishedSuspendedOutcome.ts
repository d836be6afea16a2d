// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuspendedOutcome: Json = {"type":"object","properties":{"type":{"const":"suspended"},"interruptIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuspendedOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuspendedOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuspendedOutcome. */
export const AGUISubagentFinishedSuspendedOutcome: Validator<T.AGUISubagentFinishedSuspendedOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuspendedOutcome>("AGUISubagentFinishedSuspendedOutcome", null, () => C_AGUISubagentFinishedSuspendedOutcome);
