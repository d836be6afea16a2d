// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolCall: Struct = {f:[["args",{d:0},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["name","str",0]],g:["type","server_tool_call"]};
/** @internal */
export const C_ServerToolCall: Check = {k:'obj',t:{s:()=>S_ServerToolCall},g:1};
/** The validator of ServerToolCall: A call to a tool that the provider runs itself, such as web search. */
export const ServerToolCall: Validator<T.ServerToolCall> = /* @__PURE__ */ validator<T.ServerToolCall>("ServerToolCall", null, () => C_ServerToolCall);
