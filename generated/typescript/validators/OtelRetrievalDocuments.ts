// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
