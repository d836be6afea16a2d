// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRetrievalDocument: Json = {"additionalProperties":true,"properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"type":"object"};
/** @internal */
export const C_OtelRetrievalDocument: Check = {k:'json',j:()=>J_OtelRetrievalDocument,f:runJson};
/** The validator of OtelRetrievalDocument. */
export const OtelRetrievalDocument: Validator<T.OtelRetrievalDocument> = /* @__PURE__ */ validator<T.OtelRetrievalDocument>("OtelRetrievalDocument", null, () => C_OtelRetrievalDocument);
