// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIInterrupt } from "./AGUIInterrupt.js";

/** @internal */
export const J_AGUIRunFinishedInterruptOutcome: Json = {"type":"object","properties":{"type":{"const":"interrupt"},"interrupts":{"type":"array","items":{"$ref":()=>J_AGUIInterrupt},"minItems":1}},"required":["type","interrupts"]};
/** @internal */
export const C_AGUIRunFinishedInterruptOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedInterruptOutcome,f:runJson};
/** The validator of AGUIRunFinishedInterruptOutcome. */
export const AGUIRunFinishedInterruptOutcome: Validator<T.AGUIRunFinishedInterruptOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedInterruptOutcome>("AGUIRunFinishedInterruptOutcome", null, () => C_AGUIRunFinishedInterruptOutcome);
