// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { J_AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";

/** @internal */
export const J_AISDKToolInputErrorChunk: Json = {"type":"object","properties":{"type":{"const":"tool-input-error"},"toolCallId":{"type":"string"},"toolName":{"type":"string"},"input":{},"providerExecuted":{"type":"boolean"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata},"toolMetadata":{"$ref":()=>J_AISDKChunkToolMetadata},"dynamic":{"type":"boolean"},"errorText":{"type":"string"},"title":{"type":"string"}},"required":["type","toolCallId","toolName","input","errorText"]};
/** @internal */
export const C_AISDKToolInputErrorChunk: Check = {k:'json',j:()=>J_AISDKToolInputErrorChunk,f:runJson};
/** The validator of AISDKToolInputErrorChunk. */
export const AISDKToolInputErrorChunk: Validator<T.AISDKToolInputErrorChunk> = /* @__PURE__ */ validator<T.AISDKToolInputErrorChunk>("AISDKToolInputErrorChunk", null, () => C_AISDKToolInputErrorChunk);
