// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-delta"},"id":{"type":"string"},"delta":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id","delta"]};
/** @internal */
export const C_AISDKReasoningDeltaChunk: Check = {k:'json',j:()=>J_AISDKReasoningDeltaChunk,f:runJson};
/** The validator of AISDKReasoningDeltaChunk. */
export const AISDKReasoningDeltaChunk: Validator<T.AISDKReasoningDeltaChunk> = /* @__PURE__ */ validator<T.AISDKReasoningDeltaChunk>("AISDKReasoningDeltaChunk", null, () => C_AISDKReasoningDeltaChunk);
