// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMimeType } from "./LangChainJSMimeType.js";

/** @internal */
export const S_LangChainJSPlainTextContentBlock: Struct = {f:[["type",{e:["text-plain"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["mimeType",{e:["text/plain"],x:"str"},0],["mime_type",{e:["text/plain"],x:"str"},0],["text","str",0],["url","str",0],["data","str",0],["base64","str",0],["fileId","str",0],["file_id","str",0],["title","str",0],["context","str",0]]};
/** @internal */
export const X_LangChainJSPlainTextContentBlock: Extras = {r:[()=>C_LangChainJSMimeType],n:[]};
/** @internal */
export const C_LangChainJSPlainTextContentBlock: Check = {k:'obj',t:{s:()=>S_LangChainJSPlainTextContentBlock},x:X_LangChainJSPlainTextContentBlock,g:1};
/** The validator of LangChainJSPlainTextContentBlock: A plain-text document block as langchainjs writes it (text-plain): its text, or its data by url, base64 data under data or fileId, with the media type under mimeType. */
export const LangChainJSPlainTextContentBlock: Validator<T.LangChainJSPlainTextContentBlock> = /* @__PURE__ */ validator<T.LangChainJSPlainTextContentBlock>("LangChainJSPlainTextContentBlock", null, () => C_LangChainJSPlainTextContentBlock);
