// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUISubagentFinishedSuccessOutcome } from "./AGUISubagentFinishedSuccessOutcome.js";
import { J_AGUISubagentFinishedSuspendedOutcome } from "./AGUISubagentFinishedSuspendedOutcome.js";

/** @internal */
export const J_AGUISubagentFinishedOutcome: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AGUISubagentFinishedSuccessOutcome},{"$ref":()=>J_AGUISubagentFinishedSuspendedOutcome}],"allOf":[{"if":{"properties":{"type":{"const":"success"}},"required":["type"]},"then":{"$ref":()=>J_AGUISubagentFinishedSuccessOutcome}},{"if":{"properties":{"type":{"const":"suspended"}},"required":["type"]},"then":{"$ref":()=>J_AGUISubagentFinishedSuspendedOutcome}}]};
/** @internal */
export const C_AGUISubagentFinishedOutcome: Check = {k:'json',j:()=>J_AGUISubagentFinishedOutcome,f:runJson};
/** The validator of AGUISubagentFinishedOutcome. */
export const AGUISubagentFinishedOutcome: Validator<T.AGUISubagentFinishedOutcome> = /* @__PURE__ */ validator<T.AGUISubagentFinishedOutcome>("AGUISubagentFinishedOutcome", null, () => C_AGUISubagentFinishedOutcome);
