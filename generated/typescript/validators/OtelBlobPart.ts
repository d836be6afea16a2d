// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelBlobPart: Json = {"properties":{"type":{"const":"blob","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"content":{"type":"string"}},"required":["type","modality","content"],"type":"object"};
const C_OtelBlobPart: Check = {k:'json',j:()=>J_OtelBlobPart};
/** The validator of OtelBlobPart. */
export const OtelBlobPart: Validator<T.OtelBlobPart> = /* @__PURE__ */ validator<T.OtelBlobPart>("OtelBlobPart", null, () => C_OtelBlobPart);
