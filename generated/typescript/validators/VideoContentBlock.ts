// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MediaSource } from "./MediaSource.js";

/** @internal */
export const S_VideoContentBlock: Struct = {f:[["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["url","str",0],["base64","str",0],["file_id","str",0],["mime_type","str",0],["source_type",{e:["base64","id","text","url"],x:"str"},0],["data","str",0]],g:["type","video"]};
/** @internal */
export const X_VideoContentBlock: Extras = {r:[()=>C_MediaSource],n:[]};
/** @internal */
export const C_VideoContentBlock: Check = {k:'obj',t:{s:()=>S_VideoContentBlock},x:X_VideoContentBlock,g:1};
/** The validator of VideoContentBlock: A video content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field. */
export const VideoContentBlock: Validator<T.VideoContentBlock> = /* @__PURE__ */ validator<T.VideoContentBlock>("VideoContentBlock", null, () => C_VideoContentBlock);
