// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_NonStandardAnnotation: Struct = {f:[["value",{d:0},1],["id","str",0]],g:["type","non_standard_annotation"]};
/** @internal */
export const C_NonStandardAnnotation: Check = {k:'obj',t:{s:()=>S_NonStandardAnnotation},g:1};
/** The validator of NonStandardAnnotation: A provider-specific annotation with no standard equivalent, kept whole in value. */
export const NonStandardAnnotation: Validator<T.NonStandardAnnotation> = /* @__PURE__ */ validator<T.NonStandardAnnotation>("NonStandardAnnotation", null, () => C_NonStandardAnnotation);
