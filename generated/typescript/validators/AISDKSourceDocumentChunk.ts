// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceDocumentChunk: Json = {"type":"object","properties":{"type":{"const":"source-document"},"sourceId":{"type":"string"},"mediaType":{"type":"string"},"title":{"type":"string"},"filename":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","mediaType","title"]};
/** @internal */
export const C_AISDKSourceDocumentChunk: Check = {k:'json',j:()=>J_AISDKSourceDocumentChunk,f:runJson};
/** The validator of AISDKSourceDocumentChunk. */
export const AISDKSourceDocumentChunk: Validator<T.AISDKSourceDocumentChunk> = /* @__PURE__ */ validator<T.AISDKSourceDocumentChunk>("AISDKSourceDocumentChunk", null, () => C_AISDKSourceDocumentChunk);
