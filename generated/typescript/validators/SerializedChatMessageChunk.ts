// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ChatMessageChunk, S_ChatMessageChunk } from "./ChatMessageChunk.js";

/** @internal */
export const S_SerializedChatMessageChunk: Struct = {f:[["data",{s:()=>S_ChatMessageChunk},1]],g:["type","ChatMessageChunk"],c:1};
/** @internal */
export const C_SerializedChatMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_ChatMessageChunk]]};
/** The validator of SerializedChatMessageChunk: The stored form of a ChatMessageChunk: its type tag and its fields. */
export const SerializedChatMessageChunk: Validator<T.SerializedChatMessageChunk> = /* @__PURE__ */ validator<T.SerializedChatMessageChunk>("SerializedChatMessageChunk", {s:()=>S_SerializedChatMessageChunk}, () => C_SerializedChatMessageChunk);
