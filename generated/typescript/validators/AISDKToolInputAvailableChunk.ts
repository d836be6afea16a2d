// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { J_AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";

/** @internal */
export const J_AISDKToolInputAvailableChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-available"},"toolCallId":{"type":"string"},"toolName":{"type":"string"},"input":{},"providerExecuted":{"type":"boolean"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata},"toolMetadata":{"$ref":()=>J_AISDKChunkToolMetadata},"dynamic":{"type":"boolean"},"title":{"type":"string"}},"required":["type","toolCallId","toolName","input"]};
/** @internal */
export const C_AISDKToolInputAvailableChunk: Check = {k:'json',j:()=>J_AISDKToolInputAvailableChunk,f:runJson};
/** The validator of AISDKToolInputAvailableChunk. */
export const AISDKToolInputAvailableChunk: Validator<T.AISDKToolInputAvailableChunk> = /* @__PURE__ */ validator<T.AISDKToolInputAvailableChunk>("AISDKToolInputAvailableChunk", null, () => C_AISDKToolInputAvailableChunk);
