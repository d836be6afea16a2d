// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelFilePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"file","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"file_id":{"type":"string"}},"required":["type","modality","file_id"],"type":"object"};
const C_OtelFilePart: Check = {k:'json',j:()=>J_OtelFilePart};
/** The validator of OtelFilePart. */
export const OtelFilePart: Validator<T.OtelFilePart> = /* @__PURE__ */ validator<T.OtelFilePart>("OtelFilePart", null, () => C_OtelFilePart);
