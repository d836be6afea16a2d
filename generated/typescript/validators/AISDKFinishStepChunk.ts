// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishStepChunk: Json = {"type":"object","properties":{"type":{"const":"finish-step"}},"required":["type"]};
/** @internal */
export const C_AISDKFinishStepChunk: Check = {k:'json',j:()=>J_AISDKFinishStepChunk,f:runJson};
/** The validator of AISDKFinishStepChunk. */
export const AISDKFinishStepChunk: Validator<T.AISDKFinishStepChunk> = /* @__PURE__ */ validator<T.AISDKFinishStepChunk>("AISDKFinishStepChunk", null, () => C_AISDKFinishStepChunk);
