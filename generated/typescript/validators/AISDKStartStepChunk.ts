// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartStepChunk: Json = {"type":"object","properties":{"type":{"const":"start-step"}},"required":["type"]};
/** @internal */
export const C_AISDKStartStepChunk: Check = {k:'json',j:()=>J_AISDKStartStepChunk,f:runJson};
/** The validator of AISDKStartStepChunk. */
export const AISDKStartStepChunk: Validator<T.AISDKStartStepChunk> = /* @__PURE__ */ validator<T.AISDKStartStepChunk>("AISDKStartStepChunk", null, () => C_AISDKStartStepChunk);
