// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIRunFinishedCancelledOutcome } from "./AGUIRunFinishedCancelledOutcome.js";
import { J_AGUIRunFinishedInterruptOutcome } from "./AGUIRunFinishedInterruptOutcome.js";
import { J_AGUIRunFinishedSuccessOutcome } from "./AGUIRunFinishedSuccessOutcome.js";

/** @internal */
export const J_AGUIRunFinishedOutcome: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AGUIRunFinishedSuccessOutcome},{"$ref":()=>J_AGUIRunFinishedInterruptOutcome},{"$ref":()=>J_AGUIRunFinishedCancelledOutcome}],"allOf":[{"if":{"properties":{"type":{"const":"success"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunFinishedSuccessOutcome}},{"if":{"properties":{"type":{"const":"interrupt"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunFinishedInterruptOutcome}},{"if":{"properties":{"type":{"const":"cancelled"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunFinishedCancelledOutcome}}]};
/** @internal */
export const C_AGUIRunFinishedOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedOutcome,f:runJson};
/** The validator of AGUIRunFinishedOutcome. */
export const AGUIRunFinishedOutcome: Validator<T.AGUIRunFinishedOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedOutcome>("AGUIRunFinishedOutcome", null, () => C_AGUIRunFinishedOutcome);
