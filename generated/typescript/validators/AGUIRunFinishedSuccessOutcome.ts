// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRunFinishedSuccessOutcome: Json = {"type":"object","properties":{"type":{"const":"success"},"pendingToolCallIds":{"type":"array","items":{"type":"string"}}},"required":["type"]};
/** @internal */
export const C_AGUIRunFinishedSuccessOutcome: Check = {k:'json',j:()=>J_AGUIRunFinishedSuccessOutcome,f:runJson};
/** The validator of AGUIRunFinishedSuccessOutcome. */
export const AGUIRunFinishedSuccessOutcome: Validator<T.AGUIRunFinishedSuccessOutcome> = /* @__PURE__ */ validator<T.AGUIRunFinishedSuccessOutcome>("AGUIRunFinishedSuccessOutcome", null, () => C_AGUIRunFinishedSuccessOutcome);
