// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b375513ead5c7f7b05b88a8abcd5c04f300a70d38c55df2b13f3e0b44f0d3dbb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkToolMetadata: Json = {"type":"object","additionalProperties":{}};
/** @internal */
export const C_AISDKChunkToolMetadata: Check = {k:'json',j:()=>J_AISDKChunkToolMetadata,f:runJson};
/** The validator of AISDKChunkToolMetadata. */
export const AISDKChunkToolMetadata: Validator<T.AISDKChunkToolMetadata> = /* @__PURE__ */ validator<T.AISDKChunkToolMetadata>("AISDKChunkToolMetadata", null, () => C_AISDKChunkToolMetadata);
