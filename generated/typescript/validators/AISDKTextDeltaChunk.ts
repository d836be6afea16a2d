// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"text-delta"},"id":{"type":"string"},"delta":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id","delta"]};
/** @internal */
export const C_AISDKTextDeltaChunk: Check = {k:'json',j:()=>J_AISDKTextDeltaChunk,f:runJson};
/** The validator of AISDKTextDeltaChunk. */
export const AISDKTextDeltaChunk: Validator<T.AISDKTextDeltaChunk> = /* @__PURE__ */ validator<T.AISDKTextDeltaChunk>("AISDKTextDeltaChunk", null, () => C_AISDKTextDeltaChunk);
