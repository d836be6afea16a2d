// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

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
