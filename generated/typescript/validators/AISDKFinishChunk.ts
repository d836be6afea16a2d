// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishChunk: Json = {"type":"object","properties":{"type":{"const":"finish"},"finishReason":{"enum":["stop","length","content-filter","tool-calls","error","other"]},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKFinishChunk: Check = {k:'json',j:()=>J_AISDKFinishChunk,f:runJson};
/** The validator of AISDKFinishChunk. */
export const AISDKFinishChunk: Validator<T.AISDKFinishChunk> = /* @__PURE__ */ validator<T.AISDKFinishChunk>("AISDKFinishChunk", null, () => C_AISDKFinishChunk);
