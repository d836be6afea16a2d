// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_Citation } from "./Citation.js";
import { S_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_Annotation: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"citation":S_Citation,"non_standard_annotation":S_NonStandardAnnotation})},m:()=>({})};
/** The validator of Annotation: Any standard annotation, told apart by its type tag. */
export const Annotation: Validator<T.Annotation> = /* @__PURE__ */ validator<T.Annotation>("Annotation", null, () => C_Annotation);
