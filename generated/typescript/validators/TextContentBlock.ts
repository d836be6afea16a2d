// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

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
