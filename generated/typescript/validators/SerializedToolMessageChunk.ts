// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ToolMessageChunk, S_ToolMessageChunk } from "./ToolMessageChunk.js";

/** @internal */
export const S_SerializedToolMessageChunk: Struct = {f:[["data",{s:()=>S_ToolMessageChunk},1]],g:["type","ToolMessageChunk"],c:1};
/** @internal */
export const C_SerializedToolMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_ToolMessageChunk]]};
/** The validator of SerializedToolMessageChunk: The stored form of a ToolMessageChunk: its type tag and its fields. */
export const SerializedToolMessageChunk: Validator<T.SerializedToolMessageChunk> = /* @__PURE__ */ validator<T.SerializedToolMessageChunk>("SerializedToolMessageChunk", {s:()=>S_SerializedToolMessageChunk}, () => C_SerializedToolMessageChunk);
