// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuspendedOutcome: Json = {"type":"object","properties":{"type":{"const":"suspended"},"interruptIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuspendedOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuspendedOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuspendedOutcome. */
export const AGUISubagentFinishedSuspendedOutcome: Validator<T.AGUISubagentFinishedSuspendedOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuspendedOutcome>("AGUISubagentFinishedSuspendedOutcome", null, () => C_AGUISubagentFinishedSuspendedOutcome);
