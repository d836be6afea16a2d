// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRetrievalDocument: Json = {"additionalProperties":true,"properties":{"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"score":{"anyOf":[{"type":"number"},{"type":"null"}]}},"type":"object"};
/** @internal */
export const C_OtelRetrievalDocument: Check = {k:'json',j:()=>J_OtelRetrievalDocument,f:runJson};
/** The validator of OtelRetrievalDocument. */
export const OtelRetrievalDocument: Validator<T.OtelRetrievalDocument> = /* @__PURE__ */ validator<T.OtelRetrievalDocument>("OtelRetrievalDocument", null, () => C_OtelRetrievalDocument);
