// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolCallChunk: Struct = {f:[["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["name","str",0],["args","str",0]],g:["type","server_tool_call_chunk"]};
/** @internal */
export const C_ServerToolCallChunk: Check = {k:'obj',t:{s:()=>S_ServerToolCallChunk},g:1};
/** The validator of ServerToolCallChunk: A fragment of a server-side tool call received while streaming. */
export const ServerToolCallChunk: Validator<T.ServerToolCallChunk> = /* @__PURE__ */ validator<T.ServerToolCallChunk>("ServerToolCallChunk", null, () => C_ServerToolCallChunk);
