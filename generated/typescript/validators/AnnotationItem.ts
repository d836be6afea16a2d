// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Citation } from "./Citation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_AnnotationItem: Check = {k:'disp',m:()=>({"citation":C_Citation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of AnnotationItem: One annotation on a text block. */
export const AnnotationItem: Validator<T.AnnotationItem> = /* @__PURE__ */ validator<T.AnnotationItem>("AnnotationItem", null, () => C_AnnotationItem);
