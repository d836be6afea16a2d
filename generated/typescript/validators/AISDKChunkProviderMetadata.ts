// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkProviderMetadata: Json = {"type":"object","additionalProperties":{"type":"object"}};
/** @internal */
export const C_AISDKChunkProviderMetadata: Check = {k:'json',j:()=>J_AISDKChunkProviderMetadata,f:runJson};
/** The validator of AISDKChunkProviderMetadata. */
export const AISDKChunkProviderMetadata: Validator<T.AISDKChunkProviderMetadata> = /* @__PURE__ */ validator<T.AISDKChunkProviderMetadata>("AISDKChunkProviderMetadata", null, () => C_AISDKChunkProviderMetadata);
