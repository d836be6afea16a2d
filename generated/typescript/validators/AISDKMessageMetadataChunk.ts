// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKMessageMetadataChunk: Json = {"type":"object","properties":{"type":{"const":"message-metadata"},"messageMetadata":{}},"required":["type","messageMetadata"]};
/** @internal */
export const C_AISDKMessageMetadataChunk: Check = {k:'json',j:()=>J_AISDKMessageMetadataChunk,f:runJson};
/** The validator of AISDKMessageMetadataChunk. */
export const AISDKMessageMetadataChunk: Validator<T.AISDKMessageMetadataChunk> = /* @__PURE__ */ validator<T.AISDKMessageMetadataChunk>("AISDKMessageMetadataChunk", null, () => C_AISDKMessageMetadataChunk);
