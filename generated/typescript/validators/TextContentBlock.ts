// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AnnotationItem } from "./AnnotationItem.js";

/** @internal */
export const S_TextContentBlock: Struct = {f:[["text","str",1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["annotations",{l:{d:0}},0]],g:["type","text"]};
/** @internal */
export const X_TextContentBlock: Extras = {r:[],n:[["annotations",1,()=>C_AnnotationItem]]};
/** @internal */
export const C_TextContentBlock: Check = {k:'obj',t:{s:()=>S_TextContentBlock},x:X_TextContentBlock,g:1};
/** The validator of TextContentBlock: Text produced by or given to a model. */
export const TextContentBlock: Validator<T.TextContentBlock> = /* @__PURE__ */ validator<T.TextContentBlock>("TextContentBlock", null, () => C_TextContentBlock);
