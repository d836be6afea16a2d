// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
