// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningStartChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-start"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKReasoningStartChunk: Check = {k:'json',j:()=>J_AISDKReasoningStartChunk,f:runJson};
/** The validator of AISDKReasoningStartChunk. */
export const AISDKReasoningStartChunk: Validator<T.AISDKReasoningStartChunk> = /* @__PURE__ */ validator<T.AISDKReasoningStartChunk>("AISDKReasoningStartChunk", null, () => C_AISDKReasoningStartChunk);
