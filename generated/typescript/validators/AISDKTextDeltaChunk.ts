// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextDeltaChunk: Json = {"type":"object","properties":{"type":{"const":"text-delta"},"id":{"type":"string"},"delta":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id","delta"]};
/** @internal */
export const C_AISDKTextDeltaChunk: Check = {k:'json',j:()=>J_AISDKTextDeltaChunk,f:runJson};
/** The validator of AISDKTextDeltaChunk. */
export const AISDKTextDeltaChunk: Validator<T.AISDKTextDeltaChunk> = /* @__PURE__ */ validator<T.AISDKTextDeltaChunk>("AISDKTextDeltaChunk", null, () => C_AISDKTextDeltaChunk);
