// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ChatMessageChunk, S_ChatMessageChunk } from "./ChatMessageChunk.js";

/** @internal */
export const S_SerializedChatMessageChunk: Struct = {f:[["data",{s:()=>S_ChatMessageChunk},1]],g:["type","ChatMessageChunk"],c:1};
/** @internal */
export const C_SerializedChatMessageChunk: Check = {k:'fields',n:[["data",0,()=>C_ChatMessageChunk]]};
/** The validator of SerializedChatMessageChunk: The stored form of a ChatMessageChunk: its type tag and its fields. */
export const SerializedChatMessageChunk: Validator<T.SerializedChatMessageChunk> = /* @__PURE__ */ validator<T.SerializedChatMessageChunk>("SerializedChatMessageChunk", {s:()=>S_SerializedChatMessageChunk}, () => C_SerializedChatMessageChunk);
