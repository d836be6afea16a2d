// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";

/** @internal */
export const S_SerializedAIMessageChunk: Struct = {f:[["data",{s:()=>S_AIMessageChunk},1]],g:["type","AIMessageChunk"],c:1};
/** @internal */
export const C_SerializedAIMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_AIMessageChunk]]};
/** The validator of SerializedAIMessageChunk: The stored form of a AIMessageChunk: its type tag and its fields. */
export const SerializedAIMessageChunk: Validator<T.SerializedAIMessageChunk> = /* @__PURE__ */ validator<T.SerializedAIMessageChunk>("SerializedAIMessageChunk", {s:()=>S_SerializedAIMessageChunk}, () => C_SerializedAIMessageChunk);
