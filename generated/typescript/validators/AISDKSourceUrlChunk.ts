// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 11b07cf09ec0616551556c288909278e3f5a9ae7527335565e2f8cb7776fc130

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceUrlChunk: Json = {"type":"object","properties":{"type":{"const":"source-url"},"sourceId":{"type":"string"},"url":{"type":"string"},"title":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","url"]};
/** @internal */
export const C_AISDKSourceUrlChunk: Check = {k:'json',j:()=>J_AISDKSourceUrlChunk,f:runJson};
/** The validator of AISDKSourceUrlChunk. */
export const AISDKSourceUrlChunk: Validator<T.AISDKSourceUrlChunk> = /* @__PURE__ */ validator<T.AISDKSourceUrlChunk>("AISDKSourceUrlChunk", null, () => C_AISDKSourceUrlChunk);
