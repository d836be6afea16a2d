// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRetrievalDocument: Json = {"additionalProperties":true,"properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"type":"object"};
/** @internal */
export const C_OtelRetrievalDocument: Check = {k:'json',j:()=>J_OtelRetrievalDocument,f:runJson};
/** The validator of OtelRetrievalDocument. */
export const OtelRetrievalDocument: Validator<T.OtelRetrievalDocument> = /* @__PURE__ */ validator<T.OtelRetrievalDocument>("OtelRetrievalDocument", null, () => C_OtelRetrievalDocument);
