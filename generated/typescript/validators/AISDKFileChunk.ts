// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKFileChunk: Json = {"type":"object","properties":{"type":{"const":"file"},"url":{"type":"string"},"mediaType":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","url","mediaType"]};
/** @internal */
export const C_AISDKFileChunk: Check = {k:'json',j:()=>J_AISDKFileChunk,f:runJson};
/** The validator of AISDKFileChunk. */
export const AISDKFileChunk: Validator<T.AISDKFileChunk> = /* @__PURE__ */ validator<T.AISDKFileChunk>("AISDKFileChunk", null, () => C_AISDKFileChunk);
