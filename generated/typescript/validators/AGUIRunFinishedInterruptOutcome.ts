// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIInterrupt } from "./AGUIInterrupt.js";

/** @internal */
export const J_AGUIRunFinishedInterruptOutcome: Json = {"type":"object","properties":{"type":{"const":"interrupt"},"interrupts":{"type":"array","items":{"$ref":()=>J_AGUIInterrupt},"minItems":1}},"required":["type","interrupts"]};
/** @internal */
export const C_AGUIRunFinishedInterruptOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedInterruptOutcome,f:runJson};
/** The validator of AGUIRunFinishedInterruptOutcome. */
export const AGUIRunFinishedInterruptOutcome: Validator<T.AGUIRunFinishedInterruptOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedInterruptOutcome>("AGUIRunFinishedInterruptOutcome", null, () => C_AGUIRunFinishedInterruptOutcome);
