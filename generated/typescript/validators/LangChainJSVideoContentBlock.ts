// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMediaSource } from "./LangChainJSMediaSource.js";

/** @internal */
export const S_LangChainJSVideoContentBlock: Struct = {f:[["type",{e:["video"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["url","str",0],["data","str",0],["base64","str",0],["fileId","str",0],["file_id","str",0],["mimeType","str",0],["mime_type","str",0],["source_type",{e:["base64","id","text","url"],x:"str"},0]]};
/** @internal */
export const X_LangChainJSVideoContentBlock: Extras = {r:[()=>C_LangChainJSMediaSource],n:[]};
/** @internal */
export const C_LangChainJSVideoContentBlock: Check = {k:'obj',t:{s:()=>S_LangChainJSVideoContentBlock},x:X_LangChainJSVideoContentBlock,g:1};
/** The validator of LangChainJSVideoContentBlock: A video block as langchainjs writes it: its data by url, base64 data under data, or a provider file id under fileId, with the media type under mimeType. */
export const LangChainJSVideoContentBlock: Validator<T.LangChainJSVideoContentBlock> = /* @__PURE__ */ validator<T.LangChainJSVideoContentBlock>("LangChainJSVideoContentBlock", null, () => C_LangChainJSVideoContentBlock);
