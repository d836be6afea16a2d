// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
/** @internal */
export const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments,f:runJson};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
