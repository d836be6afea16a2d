// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

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
