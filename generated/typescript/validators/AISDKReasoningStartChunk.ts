// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningStartChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-start"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKReasoningStartChunk: Check = {k:'json',j:()=>J_AISDKReasoningStartChunk,f:runJson};
/** The validator of AISDKReasoningStartChunk. */
export const AISDKReasoningStartChunk: Validator<T.AISDKReasoningStartChunk> = /* @__PURE__ */ validator<T.AISDKReasoningStartChunk>("AISDKReasoningStartChunk", null, () => C_AISDKReasoningStartChunk);
