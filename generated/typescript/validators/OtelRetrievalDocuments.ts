// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelRetrievalDocument } from "./OtelRetrievalDocument.js";

/** @internal */
export const J_OtelRetrievalDocuments: Json = {"items":{"$ref":()=>J_OtelRetrievalDocument},"type":"array"};
/** @internal */
export const C_OtelRetrievalDocuments: Check = {k:'json',j:()=>J_OtelRetrievalDocuments,f:runJson};
/** The validator of OtelRetrievalDocuments. */
export const OtelRetrievalDocuments: Validator<T.OtelRetrievalDocuments> = /* @__PURE__ */ validator<T.OtelRetrievalDocuments>("OtelRetrievalDocuments", null, () => C_OtelRetrievalDocuments);
