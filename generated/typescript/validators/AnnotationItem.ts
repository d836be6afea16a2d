// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Citation } from "./Citation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_AnnotationItem: Check = {k:'disp',m:()=>({"citation":C_Citation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of AnnotationItem: One annotation on a text block. */
export const AnnotationItem: Validator<T.AnnotationItem> = /* @__PURE__ */ validator<T.AnnotationItem>("AnnotationItem", null, () => C_AnnotationItem);
