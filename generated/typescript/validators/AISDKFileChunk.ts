// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: cfc0b736049a40ac8916faccc646186a4cfbf9f4558b2c82727af351e4b0d547

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKFileChunk: Json = {"type":"object","properties":{"type":{"const":"file"},"url":{"type":"string"},"mediaType":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","url","mediaType"]};
/** @internal */
export const C_AISDKFileChunk: Check = {k:'json',j:()=>J_AISDKFileChunk,f:runJson};
/** The validator of AISDKFileChunk. */
export const AISDKFileChunk: Validator<T.AISDKFileChunk> = /* @__PURE__ */ validator<T.AISDKFileChunk>("AISDKFileChunk", null, () => C_AISDKFileChunk);
