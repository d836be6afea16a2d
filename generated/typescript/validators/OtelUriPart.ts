// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelUriPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"uri","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"uri":{"type":"string"}},"required":["type","modality","uri"],"type":"object"};
/** @internal */
export const C_OtelUriPart: Check = {k:'json',j:()=>J_OtelUriPart,f:runJson};
/** The validator of OtelUriPart. */
export const OtelUriPart: Validator<T.OtelUriPart> = /* @__PURE__ */ validator<T.OtelUriPart>("OtelUriPart", null, () => C_OtelUriPart);
