// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_InvalidToolCall: Struct = {f:[["name",{u:["str","null"],x:"str | null"},1],["args",{u:["str","null"],x:"str | null"},1],["id",{u:["str","null"],x:"str | null"},1],["error",{u:["str","null"],x:"str | null"},1],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","invalid_tool_call"]};
/** @internal */
export const C_InvalidToolCall: Check = {k:'obj',t:{s:()=>S_InvalidToolCall}};
/** The validator of InvalidToolCall: A tool call the model produced that could not be parsed, kept with the reason it failed. */
export const InvalidToolCall: Validator<T.InvalidToolCall> = /* @__PURE__ */ validator<T.InvalidToolCall>("InvalidToolCall", null, () => C_InvalidToolCall);
