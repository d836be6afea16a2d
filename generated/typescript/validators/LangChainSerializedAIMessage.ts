// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";

/** @internal */
export const S_LangChainSerializedAIMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_AIMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedAIMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_AIMessage]],q:[["id",[["langchain","schema","messages","AIMessage"],["langchain_core","messages","ai","AIMessage"],["langchain","schema","AIMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedAIMessage: An AIMessage in LangChain's Serializable JSON form: a class path of AIMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedAIMessage: Validator<T.LangChainSerializedAIMessage> = /* @__PURE__ */ validator<T.LangChainSerializedAIMessage>("LangChainSerializedAIMessage", {s:()=>S_LangChainSerializedAIMessage}, () => C_LangChainSerializedAIMessage);
