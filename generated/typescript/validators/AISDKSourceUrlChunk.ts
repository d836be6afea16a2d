// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceUrlChunk: Json = {"type":"object","properties":{"type":{"const":"source-url"},"sourceId":{"type":"string"},"url":{"type":"string"},"title":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","url"]};
/** @internal */
export const C_AISDKSourceUrlChunk: Check = {k:'json',j:()=>J_AISDKSourceUrlChunk,f:runJson};
/** The validator of AISDKSourceUrlChunk. */
export const AISDKSourceUrlChunk: Validator<T.AISDKSourceUrlChunk> = /* @__PURE__ */ validator<T.AISDKSourceUrlChunk>("AISDKSourceUrlChunk", null, () => C_AISDKSourceUrlChunk);
