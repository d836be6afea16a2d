// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

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
