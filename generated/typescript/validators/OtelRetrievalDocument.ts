// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRetrievalDocument: Json = {"additionalProperties":true,"properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"type":"object"};
/** @internal */
export const C_OtelRetrievalDocument: Check = {k:'json',j:()=>J_OtelRetrievalDocument,f:runJson};
/** The validator of OtelRetrievalDocument. */
export const OtelRetrievalDocument: Validator<T.OtelRetrievalDocument> = /* @__PURE__ */ validator<T.OtelRetrievalDocument>("OtelRetrievalDocument", null, () => C_OtelRetrievalDocument);
