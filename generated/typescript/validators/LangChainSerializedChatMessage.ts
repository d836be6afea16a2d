// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ChatMessage, S_ChatMessage } from "./ChatMessage.js";

/** @internal */
export const S_LangChainSerializedChatMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_ChatMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedChatMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_ChatMessage]],q:[["id",[["langchain","schema","messages","ChatMessage"],["langchain_core","messages","chat","ChatMessage"],["langchain","schema","ChatMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedChatMessage: A ChatMessage in LangChain's Serializable JSON form: a class path of ChatMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedChatMessage: Validator<T.LangChainSerializedChatMessage> = /* @__PURE__ */ validator<T.LangChainSerializedChatMessage>("LangChainSerializedChatMessage", {s:()=>S_LangChainSerializedChatMessage}, () => C_LangChainSerializedChatMessage);
