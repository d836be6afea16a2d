// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c9e84b96f6f4d74f6e57b381c037875eacd68deb410c416574a2224ebf5dd3e9

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";
import { J_AISDKChunkToolMetadata } from "./AISDKChunkToolMetadata.js";

/** @internal */
export const J_AISDKToolOutputErrorChunk: Json = {"type":"object","properties":{"type":{"const":"tool-output-error"},"toolCallId":{"type":"string"},"errorText":{"type":"string"},"providerExecuted":{"type":"boolean"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata},"toolMetadata":{"$ref":()=>J_AISDKChunkToolMetadata},"dynamic":{"type":"boolean"}},"required":["type","toolCallId","errorText"]};
/** @internal */
export const C_AISDKToolOutputErrorChunk: Check = {k:'json',j:()=>J_AISDKToolOutputErrorChunk,f:runJson};
/** The validator of AISDKToolOutputErrorChunk. */
export const AISDKToolOutputErrorChunk: Validator<T.AISDKToolOutputErrorChunk> = /* @__PURE__ */ validator<T.AISDKToolOutputErrorChunk>("AISDKToolOutputErrorChunk", null, () => C_AISDKToolOutputErrorChunk);
