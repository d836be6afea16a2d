// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MediaSource } from "./MediaSource.js";

/** @internal */
export const S_FileContentBlock: Struct = {f:[["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["url","str",0],["base64","str",0],["file_id","str",0],["mime_type","str",0],["source_type",{e:["base64","id","text","url"],x:"str"},0],["data","str",0]],g:["type","file"]};
/** @internal */
export const X_FileContentBlock: Extras = {r:[()=>C_MediaSource],n:[]};
/** @internal */
export const C_FileContentBlock: Check = {k:'obj',t:{s:()=>S_FileContentBlock},x:X_FileContentBlock,g:1};
/** The validator of FileContentBlock: A file such as a pdf content, given by URL, inline base64 data, a provider file id, a legacy (v0) source, or a provider's own source field. */
export const FileContentBlock: Validator<T.FileContentBlock> = /* @__PURE__ */ validator<T.FileContentBlock>("FileContentBlock", null, () => C_FileContentBlock);
