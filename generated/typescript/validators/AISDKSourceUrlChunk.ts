// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceUrlChunk: Json = {"type":"object","properties":{"type":{"const":"source-url"},"sourceId":{"type":"string"},"url":{"type":"string"},"title":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","url"]};
/** @internal */
export const C_AISDKSourceUrlChunk: Check = {k:'json',j:()=>J_AISDKSourceUrlChunk,f:runJson};
/** The validator of AISDKSourceUrlChunk. */
export const AISDKSourceUrlChunk: Validator<T.AISDKSourceUrlChunk> = /* @__PURE__ */ validator<T.AISDKSourceUrlChunk>("AISDKSourceUrlChunk", null, () => C_AISDKSourceUrlChunk);
