// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 87fafdcd295609f95e23e0414ced1053389a3802a6e8d3be3e9ec1db652719fc

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextStartChunk: Json = {"type":"object","properties":{"type":{"const":"text-start"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKTextStartChunk: Check = {k:'json',j:()=>J_AISDKTextStartChunk,f:runJson};
/** The validator of AISDKTextStartChunk. */
export const AISDKTextStartChunk: Validator<T.AISDKTextStartChunk> = /* @__PURE__ */ validator<T.AISDKTextStartChunk>("AISDKTextStartChunk", null, () => C_AISDKTextStartChunk);
