// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d273b381afb33a85dc7bdc014b69c9ed7cc34b50b71e57d8d6762572c2d7a560

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_Citation } from "./Citation.js";
import { S_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_Annotation: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"citation":S_Citation,"non_standard_annotation":S_NonStandardAnnotation})},m:()=>({})};
/** The validator of Annotation: Any standard annotation, told apart by its type tag. */
export const Annotation: Validator<T.Annotation> = /* @__PURE__ */ validator<T.Annotation>("Annotation", null, () => C_Annotation);
