// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelUriPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"uri","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"uri":{"type":"string"}},"required":["type","modality","uri"],"type":"object"};
/** @internal */
export const C_OtelUriPart: Check = {k:'json',j:()=>J_OtelUriPart,f:runJson};
/** The validator of OtelUriPart. */
export const OtelUriPart: Validator<T.OtelUriPart> = /* @__PURE__ */ validator<T.OtelUriPart>("OtelUriPart", null, () => C_OtelUriPart);
