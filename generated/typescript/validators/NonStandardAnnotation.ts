// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_NonStandardAnnotation: Struct = {f:[["value",{d:0},1],["id","str",0]],g:["type","non_standard_annotation"]};
/** @internal */
export const C_NonStandardAnnotation: Check = {k:'obj',t:{s:()=>S_NonStandardAnnotation},g:1};
/** The validator of NonStandardAnnotation: A provider-specific annotation with no standard equivalent, kept whole in value. */
export const NonStandardAnnotation: Validator<T.NonStandardAnnotation> = /* @__PURE__ */ validator<T.NonStandardAnnotation>("NonStandardAnnotation", null, () => C_NonStandardAnnotation);
