// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishChunk: Json = {"type":"object","properties":{"type":{"const":"finish"},"finishReason":{"enum":["stop","length","content-filter","tool-calls","error","other"]},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKFinishChunk: Check = {k:'json',j:()=>J_AISDKFinishChunk,f:runJson};
/** The validator of AISDKFinishChunk. */
export const AISDKFinishChunk: Validator<T.AISDKFinishChunk> = /* @__PURE__ */ validator<T.AISDKFinishChunk>("AISDKFinishChunk", null, () => C_AISDKFinishChunk);
