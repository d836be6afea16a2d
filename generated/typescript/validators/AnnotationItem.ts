// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Citation } from "./Citation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_AnnotationItem: Check = {k:'disp',m:()=>({"citation":C_Citation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of AnnotationItem: One annotation on a text block. */
export const AnnotationItem: Validator<T.AnnotationItem> = /* @__PURE__ */ validator<T.AnnotationItem>("AnnotationItem", null, () => C_AnnotationItem);
