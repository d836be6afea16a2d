// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkProviderMetadata: Json = {"type":"object","additionalProperties":{"type":"object"}};
/** @internal */
export const C_AISDKChunkProviderMetadata: Check = {k:'json',j:()=>J_AISDKChunkProviderMetadata,f:runJson};
/** The validator of AISDKChunkProviderMetadata. */
export const AISDKChunkProviderMetadata: Validator<T.AISDKChunkProviderMetadata> = /* @__PURE__ */ validator<T.AISDKChunkProviderMetadata>("AISDKChunkProviderMetadata", null, () => C_AISDKChunkProviderMetadata);
