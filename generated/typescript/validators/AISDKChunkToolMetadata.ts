// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKChunkToolMetadata: Json = {"type":"object","additionalProperties":{}};
/** @internal */
export const C_AISDKChunkToolMetadata: Check = {k:'json',j:()=>J_AISDKChunkToolMetadata,f:runJson};
/** The validator of AISDKChunkToolMetadata. */
export const AISDKChunkToolMetadata: Validator<T.AISDKChunkToolMetadata> = /* @__PURE__ */ validator<T.AISDKChunkToolMetadata>("AISDKChunkToolMetadata", null, () => C_AISDKChunkToolMetadata);
