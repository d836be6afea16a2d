// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelBlobPart: Json = {"properties":{"type":{"const":"blob","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"content":{"type":"string"}},"required":["type","modality","content"],"type":"object"};
/** @internal */
export const C_OtelBlobPart: Check = {k:'json',j:()=>J_OtelBlobPart,f:runJson};
/** The validator of OtelBlobPart. */
export const OtelBlobPart: Validator<T.OtelBlobPart> = /* @__PURE__ */ validator<T.OtelBlobPart>("OtelBlobPart", null, () => C_OtelBlobPart);
