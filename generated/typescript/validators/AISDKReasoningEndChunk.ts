// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningEndChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-end"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKReasoningEndChunk: Check = {k:'json',j:()=>J_AISDKReasoningEndChunk,f:runJson};
/** The validator of AISDKReasoningEndChunk. */
export const AISDKReasoningEndChunk: Validator<T.AISDKReasoningEndChunk> = /* @__PURE__ */ validator<T.AISDKReasoningEndChunk>("AISDKReasoningEndChunk", null, () => C_AISDKReasoningEndChunk);
