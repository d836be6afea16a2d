// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartStepChunk: Json = {"type":"object","properties":{"type":{"const":"start-step"}},"required":["type"]};
/** @internal */
export const C_AISDKStartStepChunk: Check = {k:'json',j:()=>J_AISDKStartStepChunk,f:runJson};
/** The validator of AISDKStartStepChunk. */
export const AISDKStartStepChunk: Validator<T.AISDKStartStepChunk> = /* @__PURE__ */ validator<T.AISDKStartStepChunk>("AISDKStartStepChunk", null, () => C_AISDKStartStepChunk);
