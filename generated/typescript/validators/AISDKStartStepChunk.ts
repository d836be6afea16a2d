// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKStartStepChunk: Json = {"type":"object","properties":{"type":{"const":"start-step"}},"required":["type"]};
/** @internal */
export const C_AISDKStartStepChunk: Check = {k:'json',j:()=>J_AISDKStartStepChunk,f:runJson};
/** The validator of AISDKStartStepChunk. */
export const AISDKStartStepChunk: Validator<T.AISDKStartStepChunk> = /* @__PURE__ */ validator<T.AISDKStartStepChunk>("AISDKStartStepChunk", null, () => C_AISDKStartStepChunk);
