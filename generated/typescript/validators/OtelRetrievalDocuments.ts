// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
/** @internal */
export const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments,f:runJson};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
