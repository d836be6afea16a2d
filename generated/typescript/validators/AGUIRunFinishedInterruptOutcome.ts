// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIInterrupt } from "./AGUIInterrupt.js";

/** @internal */
export const J_AGUIRunFinishedInterruptOutcome: Json = {"type":"object","properties":{"type":{"const":"interrupt"},"interrupts":{"type":"array","items":{"$ref":()=>J_AGUIInterrupt},"minItems":1}},"required":["type","interrupts"]};
/** @internal */
export const C_AGUIRunFinishedInterruptOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedInterruptOutcome,f:runJson};
/** The validator of AGUIRunFinishedInterruptOutcome. */
export const AGUIRunFinishedInterruptOutcome: Validator<T.AGUIRunFinishedInterruptOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedInterruptOutcome>("AGUIRunFinishedInterruptOutcome", null, () => C_AGUIRunFinishedInterruptOutcome);
