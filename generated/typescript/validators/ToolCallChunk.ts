// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_ToolCallChunk: Struct = {f:[["name",{u:["str","null"],x:"str | null"},1],["args",{u:["str","null"],x:"str | null"},1],["id",{u:["str","null"],x:"str | null"},1],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0]],g:["type","tool_call_chunk"]};
/** @internal */
export const C_ToolCallChunk: Check = {k:'obj',t:{s:()=>S_ToolCallChunk}};
/** The validator of ToolCallChunk: A fragment of a tool call received while streaming; fragments with the same index are joined. */
export const ToolCallChunk: Validator<T.ToolCallChunk> = /* @__PURE__ */ validator<T.ToolCallChunk>("ToolCallChunk", null, () => C_ToolCallChunk);
