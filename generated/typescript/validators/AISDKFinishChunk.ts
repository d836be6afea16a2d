// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKFinishChunk: Json = {"type":"object","properties":{"type":{"const":"finish"},"finishReason":{"enum":["stop","length","content-filter","tool-calls","error","other"]},"messageMetadata":{}},"required":["type"]};
/** @internal */
export const C_AISDKFinishChunk: Check = {k:'json',j:()=>J_AISDKFinishChunk,f:runJson};
/** The validator of AISDKFinishChunk. */
export const AISDKFinishChunk: Validator<T.AISDKFinishChunk> = /* @__PURE__ */ validator<T.AISDKFinishChunk>("AISDKFinishChunk", null, () => C_AISDKFinishChunk);
