// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishChunk: Json = {"type":"object","properties":{"type":{"const":"finish"},"finishReason":{"enum":["stop","length","content-filter","tool-calls","error","other"]},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKFinishChunk: Check = {k:'json',j:()=>J_AISDKFinishChunk,f:runJson};
/** The validator of AISDKFinishChunk. */
export const AISDKFinishChunk: Validator<T.AISDKFinishChunk> = /* @__PURE__ */ validator<T.AISDKFinishChunk>("AISDKFinishChunk", null, () => C_AISDKFinishChunk);
