// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelModality } from "./OtelModality.js";

/** @internal */
export const J_OtelUriPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"uri","type":"string"},"mime_type":{"anyOf":[{"type":"string"},{"type":"null"}]},"modality":{"anyOf":[{"$ref":()=>J_OtelModality},{"type":"string"}]},"uri":{"type":"string"}},"required":["type","modality","uri"],"type":"object"};
/** @internal */
export const C_OtelUriPart: Check = {k:'json',j:()=>J_OtelUriPart,f:runJson};
/** The validator of OtelUriPart. */
export const OtelUriPart: Validator<T.OtelUriPart> = /* @__PURE__ */ validator<T.OtelUriPart>("OtelUriPart", null, () => C_OtelUriPart);
