// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_PlainTextContentBlock: Struct = {f:[["mime_type",{e:["text/plain"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["text","str",0],["url","str",0],["base64","str",0],["file_id","str",0],["title","str",0],["context","str",0]],g:["type","text-plain"]};
/** @internal */
export const C_PlainTextContentBlock: Check = {k:'obj',t:{s:()=>S_PlainTextContentBlock},g:1};
/** The validator of PlainTextContentBlock: A plain-text document, such as an attachment, given inline or by reference. */
export const PlainTextContentBlock: Validator<T.PlainTextContentBlock> = /* @__PURE__ */ validator<T.PlainTextContentBlock>("PlainTextContentBlock", null, () => C_PlainTextContentBlock);
