// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceDocumentChunk: Json = {"type":"object","properties":{"type":{"const":"source-document"},"sourceId":{"type":"string"},"mediaType":{"type":"string"},"title":{"type":"string"},"filename":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","mediaType","title"]};
/** @internal */
export const C_AISDKSourceDocumentChunk: Check = {k:'json',j:()=>J_AISDKSourceDocumentChunk,f:runJson};
/** The validator of AISDKSourceDocumentChunk. */
export const AISDKSourceDocumentChunk: Validator<T.AISDKSourceDocumentChunk> = /* @__PURE__ */ validator<T.AISDKSourceDocumentChunk>("AISDKSourceDocumentChunk", null, () => C_AISDKSourceDocumentChunk);
