// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelFilePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"file","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"file_id":{"type":"string"}},"required":["type","modality","file_id"],"type":"object"};
/** @internal */
export const C_OtelFilePart: Check = {k:'json',j:()=>J_OtelFilePart,f:runJson};
/** The validator of OtelFilePart. */
export const OtelFilePart: Validator<T.OtelFilePart> = /* @__PURE__ */ validator<T.OtelFilePart>("OtelFilePart", null, () => C_OtelFilePart);
