// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkToolMetadata: Json = {"type":"object","additionalProperties":{}};
/** @internal */
export const C_AISDKChunkToolMetadata: Check = {k:'json',j:()=>J_AISDKChunkToolMetadata,f:runJson};
/** The validator of AISDKChunkToolMetadata. */
export const AISDKChunkToolMetadata: Validator<T.AISDKChunkToolMetadata> = /* @__PURE__ */ validator<T.AISDKChunkToolMetadata>("AISDKChunkToolMetadata", null, () => C_AISDKChunkToolMetadata);
