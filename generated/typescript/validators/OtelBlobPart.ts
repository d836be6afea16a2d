// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelBlobPart: Json = {"properties":{"type":{"const":"blob","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"content":{"type":"string"}},"required":["type","modality","content"],"type":"object"};
/** @internal */
export const C_OtelBlobPart: Check = {k:'json',j:()=>J_OtelBlobPart,f:runJson};
/** The validator of OtelBlobPart. */
export const OtelBlobPart: Validator<T.OtelBlobPart> = /* @__PURE__ */ validator<T.OtelBlobPart>("OtelBlobPart", null, () => C_OtelBlobPart);
