// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolResult: Struct = {f:[["tool_call_id","str",1],["status",{e:["error","success"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["output",0,0]],g:["type","server_tool_result"]};
/** @internal */
export const C_ServerToolResult: Check = {k:'obj',t:{s:()=>S_ServerToolResult},g:1};
/** The validator of ServerToolResult: The result of a server-side tool call. */
export const ServerToolResult: Validator<T.ServerToolResult> = /* @__PURE__ */ validator<T.ServerToolResult>("ServerToolResult", null, () => C_ServerToolResult);
