// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishStepChunk: Json = {"type":"object","properties":{"type":{"const":"finish-step"}},"required":["type"]};
/** @internal */
export const C_AISDKFinishStepChunk: Check = {k:'json',j:()=>J_AISDKFinishStepChunk,f:runJson};
/** The validator of AISDKFinishStepChunk. */
export const AISDKFinishStepChunk: Validator<T.AISDKFinishStepChunk> = /* @__PURE__ */ validator<T.AISDKFinishStepChunk>("AISDKFinishStepChunk", null, () => C_AISDKFinishStepChunk);
