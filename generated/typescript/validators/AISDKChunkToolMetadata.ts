// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkToolMetadata: Json = {"type":"object","additionalProperties":{}};
/** @internal */
export const C_AISDKChunkToolMetadata: Check = {k:'json',j:()=>J_AISDKChunkToolMetadata,f:runJson};
/** The validator of AISDKChunkToolMetadata. */
export const AISDKChunkToolMetadata: Validator<T.AISDKChunkToolMetadata> = /* @__PURE__ */ validator<T.AISDKChunkToolMetadata>("AISDKChunkToolMetadata", null, () => C_AISDKChunkToolMetadata);
