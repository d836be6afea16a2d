// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishChunk: Json = {"type":"object","properties":{"type":{"const":"finish"},"finishReason":{"enum":["stop","length","content-filter","tool-calls","error","other"]},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKFinishChunk: Check = {k:'json',j:()=>J_AISDKFinishChunk,f:runJson};
/** The validator of AISDKFinishChunk. */
export const AISDKFinishChunk: Validator<T.AISDKFinishChunk> = /* @__PURE__ */ validator<T.AISDKFinishChunk>("AISDKFinishChunk", null, () => C_AISDKFinishChunk);
