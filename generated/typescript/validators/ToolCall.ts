// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ToolCall: Struct = {f:[["name","str",1],["args",{d:0},1],["id",{u:["str","null"],x:"str | null"},1],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","tool_call"]};
/** @internal */
export const C_ToolCall: Check = {k:'obj',t:{s:()=>S_ToolCall}};
/** The validator of ToolCall: A request by the model to call a tool, with arguments already parsed into an object. */
export const ToolCall: Validator<T.ToolCall> = /* @__PURE__ */ validator<T.ToolCall>("ToolCall", null, () => C_ToolCall);
