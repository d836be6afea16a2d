// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f97f13fd5ea2754c2dfd4a4c10efe273c15617a7633e3c72f7137b4fd9ccb4ad

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKFileChunk: Json = {"type":"object","properties":{"type":{"const":"file"},"url":{"type":"string"},"mediaType":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","url","mediaType"]};
/** @internal */
export const C_AISDKFileChunk: Check = {k:'json',j:()=>J_AISDKFileChunk,f:runJson};
/** The validator of AISDKFileChunk. */
export const AISDKFileChunk: Validator<T.AISDKFileChunk> = /* @__PURE__ */ validator<T.AISDKFileChunk>("AISDKFileChunk", null, () => C_AISDKFileChunk);
