// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AISDKChunkProviderMetadata } from "./AISDKChunkProviderMetadata.js";

/** @internal */
export const J_AISDKSourceDocumentChunk: Json = {"type":"object","properties":{"type":{"const":"source-document"},"sourceId":{"type":"string"},"mediaType":{"type":"string"},"title":{"type":"string"},"filename":{"type":"string"},"providerMetadata":{"$ref":()=>J_AISDKChunkProviderMetadata}},"required":["type","sourceId","mediaType","title"]};
/** @internal */
export const C_AISDKSourceDocumentChunk: Check = {k:'json',j:()=>J_AISDKSourceDocumentChunk,f:runJson};
/** The validator of AISDKSourceDocumentChunk. */
export const AISDKSourceDocumentChunk: Validator<T.AISDKSourceDocumentChunk> = /* @__PURE__ */ validator<T.AISDKSourceDocumentChunk>("AISDKSourceDocumentChunk", null, () => C_AISDKSourceDocumentChunk);
