// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKTextStartChunk: Json = {"type":"object","properties":{"type":{"const":"text-start"},"id":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","id"]};
/** @internal */
export const C_AISDKTextStartChunk: Check = {k:'json',j:()=>J_AISDKTextStartChunk,f:runJson};
/** The validator of AISDKTextStartChunk. */
export const AISDKTextStartChunk: Validator<T.AISDKTextStartChunk> = /* @__PURE__ */ validator<T.AISDKTextStartChunk>("AISDKTextStartChunk", null, () => C_AISDKTextStartChunk);
