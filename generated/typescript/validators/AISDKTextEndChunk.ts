// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextEndChunk: Json = {"type":"object","properties":{"type":{"const":"text-end"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKTextEndChunk: Check = {k:'json',j:()=>J_AISDKTextEndChunk,f:runJson};
/** The validator of AISDKTextEndChunk. */
export const AISDKTextEndChunk: Validator<T.AISDKTextEndChunk> = /* @__PURE__ */ validator<T.AISDKTextEndChunk>("AISDKTextEndChunk", null, () => C_AISDKTextEndChunk);
