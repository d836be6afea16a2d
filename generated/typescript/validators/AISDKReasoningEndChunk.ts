// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningEndChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-end"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKReasoningEndChunk: Check = {k:'json',j:()=>J_AISDKReasoningEndChunk,f:runJson};
/** The validator of AISDKReasoningEndChunk. */
export const AISDKReasoningEndChunk: Validator<T.AISDKReasoningEndChunk> = /* @__PURE__ */ validator<T.AISDKReasoningEndChunk>("AISDKReasoningEndChunk", null, () => C_AISDKReasoningEndChunk);
