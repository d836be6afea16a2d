// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
/** @internal */
export const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments,f:runJson};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
