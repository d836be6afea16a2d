// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentFinishedSuspendedOutcome: Json = {"type":"object","properties":{"type":{"const":"suspended"},"interruptIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUISubagentFinishedSuspendedOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedSuspendedOutcome,f:runJson};
/** The validator of AGUISubagentFinishedSuspendedOutcome. */
export const AGUISubagentFinishedSuspendedOutcome: Validator<T.AGUISubagentFinishedSuspendedOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedSuspendedOutcome>("AGUISubagentFinishedSuspendedOutcome", null, () => C_AGUISubagentFinishedSuspendedOutcome);
