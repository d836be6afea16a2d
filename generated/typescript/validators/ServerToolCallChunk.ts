// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolCallChunk: Struct = {f:[["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["name","str",0],["args","str",0]],g:["type","server_tool_call_chunk"]};
/** @internal */
export const C_ServerToolCallChunk: Check = {k:'obj',t:{s:()=>S_ServerToolCallChunk},g:1};
/** The validator of ServerToolCallChunk: A fragment of a server-side tool call received while streaming. */
export const ServerToolCallChunk: Validator<T.ServerToolCallChunk> = /* @__PURE__ */ validator<T.ServerToolCallChunk>("ServerToolCallChunk", null, () => C_ServerToolCallChunk);
