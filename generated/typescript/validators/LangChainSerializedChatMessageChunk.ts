// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ChatMessageChunk, S_ChatMessageChunk } from "./ChatMessageChunk.js";

/** @internal */
export const S_LangChainSerializedChatMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_ChatMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedChatMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_ChatMessageChunk]],q:[["id",[["langchain","schema","messages","ChatMessageChunk"],["langchain_core","messages","chat","ChatMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedChatMessageChunk: A ChatMessageChunk in LangChain's Serializable JSON form: a class path of ChatMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedChatMessageChunk: Validator<T.LangChainSerializedChatMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedChatMessageChunk>("LangChainSerializedChatMessageChunk", {s:()=>S_LangChainSerializedChatMessageChunk}, () => C_LangChainSerializedChatMessageChunk);
