// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKMessageMetadataChunk: Json = {"type":"object","properties":{"type":{"const":"message-metadata"},"messageMetadata":{}},"required":["type","messageMetadata"]};
/** @internal */
export const C_AISDKMessageMetadataChunk: Check = {k:'json',j:()=>J_AISDKMessageMetadataChunk,f:runJson};
/** The validator of AISDKMessageMetadataChunk. */
export const AISDKMessageMetadataChunk: Validator<T.AISDKMessageMetadataChunk> = /* @__PURE__ */ validator<T.AISDKMessageMetadataChunk>("AISDKMessageMetadataChunk", null, () => C_AISDKMessageMetadataChunk);
