// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRetrievalDocument: Json = {"additionalProperties":true,"properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"type":"object"};
const C_OtelRetrievalDocument: Check = {k:'json',j:()=>J_OtelRetrievalDocument};
/** The validator of OtelRetrievalDocument. */
export const OtelRetrievalDocument: Validator<T.OtelRetrievalDocument> = /* @__PURE__ */ validator<T.OtelRetrievalDocument>("OtelRetrievalDocument", null, () => C_OtelRetrievalDocument);
