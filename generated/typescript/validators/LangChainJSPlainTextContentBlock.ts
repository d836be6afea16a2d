// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

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
