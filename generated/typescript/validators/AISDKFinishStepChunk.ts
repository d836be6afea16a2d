// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishStepChunk: Json = {"type":"object","properties":{"type":{"const":"finish-step"}},"required":["type"]};
/** @internal */
export const C_AISDKFinishStepChunk: Check = {k:'json',j:()=>J_AISDKFinishStepChunk,f:runJson};
/** The validator of AISDKFinishStepChunk. */
export const AISDKFinishStepChunk: Validator<T.AISDKFinishStepChunk> = /* @__PURE__ */ validator<T.AISDKFinishStepChunk>("AISDKFinishStepChunk", null, () => C_AISDKFinishStepChunk);
