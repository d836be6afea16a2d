// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKReasoningEndChunk: Json = {"type":"object","properties":{"type":{"const":"reasoning-end"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKReasoningEndChunk: Check = {k:'json',j:()=>J_AISDKReasoningEndChunk,f:runJson};
/** The validator of AISDKReasoningEndChunk. */
export const AISDKReasoningEndChunk: Validator<T.AISDKReasoningEndChunk> = /* @__PURE__ */ validator<T.AISDKReasoningEndChunk>("AISDKReasoningEndChunk", null, () => C_AISDKReasoningEndChunk);
