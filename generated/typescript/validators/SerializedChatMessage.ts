// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ChatMessage, S_ChatMessage } from "./ChatMessage.js";

/** @internal */
export const S_SerializedChatMessage: Struct = {f:[["data",{s:()=>S_ChatMessage},1]],g:["type","chat"],c:1};
/** @internal */
export const C_SerializedChatMessage: Check = {k:'fields',n:[["data",0,()=>C_ChatMessage]]};
/** The validator of SerializedChatMessage: The stored form of a ChatMessage: its type tag and its fields. */
export const SerializedChatMessage: Validator<T.SerializedChatMessage> = /* @__PURE__ */ validator<T.SerializedChatMessage>("SerializedChatMessage", {s:()=>S_SerializedChatMessage}, () => C_SerializedChatMessage);
