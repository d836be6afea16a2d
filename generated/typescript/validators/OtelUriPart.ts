// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelUriPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"uri","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"uri":{"type":"string"}},"required":["type","modality","uri"],"type":"object"};
/** @internal */
export const C_OtelUriPart: Check = {k:'json',j:()=>J_OtelUriPart,f:runJson};
/** The validator of OtelUriPart. */
export const OtelUriPart: Validator<T.OtelUriPart> = /* @__PURE__ */ validator<T.OtelUriPart>("OtelUriPart", null, () => C_OtelUriPart);
