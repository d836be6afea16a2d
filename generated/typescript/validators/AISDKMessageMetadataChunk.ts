// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKMessageMetadataChunk: Json = {"type":"object","properties":{"type":{"const":"message-metadata"},"messageMetadata":{}},"required":["type","messageMetadata"]};
/** @internal */
export const C_AISDKMessageMetadataChunk: Check = {k:'json',j:()=>J_AISDKMessageMetadataChunk,f:runJson};
/** The validator of AISDKMessageMetadataChunk. */
export const AISDKMessageMetadataChunk: Validator<T.AISDKMessageMetadataChunk> = /* @__PURE__ */ validator<T.AISDKMessageMetadataChunk>("AISDKMessageMetadataChunk", null, () => C_AISDKMessageMetadataChunk);
