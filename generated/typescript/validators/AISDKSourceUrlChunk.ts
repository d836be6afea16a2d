// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceUrlChunk: Json = {"type":"object","properties":{"type":{"const":"source-url"},"sourceId":{"type":"string"},"url":{"type":"string"},"title":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","url"]};
/** @internal */
export const C_AISDKSourceUrlChunk: Check = {k:'json',j:()=>J_AISDKSourceUrlChunk,f:runJson};
/** The validator of AISDKSourceUrlChunk. */
export const AISDKSourceUrlChunk: Validator<T.AISDKSourceUrlChunk> = /* @__PURE__ */ validator<T.AISDKSourceUrlChunk>("AISDKSourceUrlChunk", null, () => C_AISDKSourceUrlChunk);
