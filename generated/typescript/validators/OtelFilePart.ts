// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelFilePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"file","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"file_id":{"type":"string"}},"required":["type","modality","file_id"],"type":"object"};
const C_OtelFilePart: Check = {k:'json',j:()=>J_OtelFilePart};
/** The validator of OtelFilePart. */
export const OtelFilePart: Validator<T.OtelFilePart> = /* @__PURE__ */ validator<T.OtelFilePart>("OtelFilePart", null, () => C_OtelFilePart);
