// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishStepChunk: Json = {"type":"object","properties":{"type":{"const":"finish-step"}},"required":["type"]};
/** @internal */
export const C_AISDKFinishStepChunk: Check = {k:'json',j:()=>J_AISDKFinishStepChunk,f:runJson};
/** The validator of AISDKFinishStepChunk. */
export const AISDKFinishStepChunk: Validator<T.AISDKFinishStepChunk> = /* @__PURE__ */ validator<T.AISDKFinishStepChunk>("AISDKFinishStepChunk", null, () => C_AISDKFinishStepChunk);
