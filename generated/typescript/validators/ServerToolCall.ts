// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ServerToolCall: Struct = {f:[["args",{d:0},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["name","str",0]],g:["type","server_tool_call"]};
/** @internal */
export const C_ServerToolCall: Check = {k:'obj',t:{s:()=>S_ServerToolCall},g:1};
/** The validator of ServerToolCall: A call to a tool that the provider runs itself, such as web search. */
export const ServerToolCall: Validator<T.ServerToolCall> = /* @__PURE__ */ validator<T.ServerToolCall>("ServerToolCall", null, () => C_ServerToolCall);
