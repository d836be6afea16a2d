// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolResult: Struct = {f:[["tool_call_id","str",1],["status",{e:["error","success"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["output",0,0]],g:["type","server_tool_result"]};
/** @internal */
export const C_ServerToolResult: Check = {k:'obj',t:{s:()=>S_ServerToolResult},g:1};
/** The validator of ServerToolResult: The result of a server-side tool call. */
export const ServerToolResult: Validator<T.ServerToolResult> = /* @__PURE__ */ validator<T.ServerToolResult>("ServerToolResult", null, () => C_ServerToolResult);
