// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { J_AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";

/** @internal */
export const J_AISDKToolOutputAvailableChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-available"},"toolCallId":{"type":"string"},"output":{},"providerExecuted":{"type":"boolean"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata},"toolMetadata":{"$ref":()=>J_AISDKChunkToolMetadata},"dynamic":{"type":"boolean"},"preliminary":{"type":"boolean"}},"required":["type","toolCallId","output"]};
/** @internal */
export const C_AISDKToolOutputAvailableChunk: Check = {k:'json',j:()=>J_AISDKToolOutputAvailableChunk,f:runJson};
/** The validator of AISDKToolOutputAvailableChunk. */
export const AISDKToolOutputAvailableChunk: Validator<T.AISDKToolOutputAvailableChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputAvailableChunk>("AISDKToolOutputAvailableChunk", null, () => C_AISDKToolOutputAvailableChunk);
