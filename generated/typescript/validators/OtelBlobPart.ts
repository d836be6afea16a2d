// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelBlobPart: Json = {"properties":{"type":{"const":"blob","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"content":{"type":"string"}},"required":["type","modality","content"],"type":"object"};
/** @internal */
export const C_OtelBlobPart: Check = {k:'json',j:()=>J_OtelBlobPart,f:runJson};
/** The validator of OtelBlobPart. */
export const OtelBlobPart: Validator<T.OtelBlobPart> = /* @__PURE__ */ validator<T.OtelBlobPart>("OtelBlobPart", null, () => C_OtelBlobPart);
