// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKMessageMetadataChunk: Json = {"type":"object","properties":{"type":{"const":"message-metadata"},"messageMetadata":{}},"required":["type","messageMetadata"]};
/** @internal */
export const C_AISDKMessageMetadataChunk: Check = {k:'json',j:()=>J_AISDKMessageMetadataChunk,f:runJson};
/** The validator of AISDKMessageMetadataChunk. */
export const AISDKMessageMetadataChunk: Validator<T.AISDKMessageMetadataChunk> = /* @__PURE__ */ validator<T.AISDKMessageMetadataChunk>("AISDKMessageMetadataChunk", null, () => C_AISDKMessageMetadataChunk);
