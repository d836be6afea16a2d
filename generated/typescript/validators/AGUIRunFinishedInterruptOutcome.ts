// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIInterrupt } from "./AGUIInterrupt.js";

/** @internal */
export const J_AGUIRunFinishedInterruptOutcome: Json = {"type":"object","properties":{"type":{"const":"interrupt"},"interrupts":{"type":"array","items":{"$ref":()=>J_AGUIInterrupt},"minItems":1}},"required":["type","interrupts"]};
/** @internal */
export const C_AGUIRunFinishedInterruptOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedInterruptOutcome,f:runJson};
/** The validator of AGUIRunFinishedInterruptOutcome. */
export const AGUIRunFinishedInterruptOutcome: Validator<T.AGUIRunFinishedInterruptOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedInterruptOutcome>("AGUIRunFinishedInterruptOutcome", null, () => C_AGUIRunFinishedInterruptOutcome);
