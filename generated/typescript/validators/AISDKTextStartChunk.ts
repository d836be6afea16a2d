// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextStartChunk: Json = {"type":"object","properties":{"type":{"const":"text-start"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKTextStartChunk: Check = {k:'json',j:()=>J_AISDKTextStartChunk,f:runJson};
/** The validator of AISDKTextStartChunk. */
export const AISDKTextStartChunk: Validator<T.AISDKTextStartChunk> = /* @__PURE__ */ validator<T.AISDKTextStartChunk>("AISDKTextStartChunk", null, () => C_AISDKTextStartChunk);
