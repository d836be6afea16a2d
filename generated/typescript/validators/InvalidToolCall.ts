// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_InvalidToolCall: Struct = {f:[["name",{u:["str","null"],x:"str | null"},1],["args",{u:["str","null"],x:"str | null"},1],["id",{u:["str","null"],x:"str | null"},1],["error",{u:["str","null"],x:"str | null"},1],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","invalid_tool_call"]};
/** @internal */
export const C_InvalidToolCall: Check = {k:'obj',t:{s:()=>S_InvalidToolCall}};
/** The validator of InvalidToolCall: A tool call the model produced that could not be parsed, kept with the reason it failed. */
export const InvalidToolCall: Validator<T.InvalidToolCall> = /* @__PURE__ */ validator<T.InvalidToolCall>("InvalidToolCall", null, () => C_InvalidToolCall);
