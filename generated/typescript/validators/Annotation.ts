// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_Citation } from "./Citation.js";
import { S_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_Annotation: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"citation":S_Citation,"non_standard_annotation":S_NonStandardAnnotation})},m:()=>({})};
/** The validator of Annotation: Any standard annotation, told apart by its type tag. */
export const Annotation: Validator<T.Annotation> = /* @__PURE__ */ validator<T.Annotation>("Annotation", null, () => C_Annotation);
