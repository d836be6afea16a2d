// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { S_Citation } from "./Citation.js";
import { S_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_Annotation: Check = {k:'conv',t:{u:[],x:"object",g:"type",m:()=>({"citation":S_Citation,"non_standard_annotation":S_NonStandardAnnotation})},m:()=>({})};
/** The validator of Annotation: Any standard annotation, told apart by its type tag. */
export const Annotation: Validator<T.Annotation> = /* @__PURE__ */ validator<T.Annotation>("Annotation", null, () => C_Annotation);
