// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSAnnotationItem } from "./LangChainJSAnnotationItem.js";

/** @internal */
export const S_LangChainJSTextContentBlock: Struct = {f:[["type",{e:["text"],x:"str"},1],["text","str",1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["annotations",{l:{d:0}},0]]};
/** @internal */
export const X_LangChainJSTextContentBlock: Extras = {r:[],n:[["annotations",1,()=>C_LangChainJSAnnotationItem]]};
/** @internal */
export const C_LangChainJSTextContentBlock: Check = {k:'obj',t:{s:()=>S_LangChainJSTextContentBlock},x:X_LangChainJSTextContentBlock,g:1};
/** The validator of LangChainJSTextContentBlock: Text as langchainjs writes it; its citations may use langchainjs's keys. */
export const LangChainJSTextContentBlock: Validator<T.LangChainJSTextContentBlock> = /* @__PURE__ */ validator<T.LangChainJSTextContentBlock>("LangChainJSTextContentBlock", null, () => C_LangChainJSTextContentBlock);
