// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_Citation } from "./Citation.js";
import { S_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_Annotation: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"citation":S_Citation,"non_standard_annotation":S_NonStandardAnnotation})},m:()=>({})};
/** The validator of Annotation: Any standard annotation, told apart by its type tag. */
export const Annotation: Validator<T.Annotation> = /* @__PURE__ */ validator<T.Annotation>("Annotation", null, () => C_Annotation);
