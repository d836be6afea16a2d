// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkProviderMetadata: Json = {"type":"object","additionalProperties":{"type":"object"}};
/** @internal */
export const C_AISDKChunkProviderMetadata: Check = {k:'json',j:()=>J_AISDKChunkProviderMetadata,f:runJson};
/** The validator of AISDKChunkProviderMetadata. */
export const AISDKChunkProviderMetadata: Validator<T.AISDKChunkProviderMetadata> = /* @__PURE__ */ validator<T.AISDKChunkProviderMetadata>("AISDKChunkProviderMetadata", null, () => C_AISDKChunkProviderMetadata);
