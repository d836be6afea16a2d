// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

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
