// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_SystemMessage, S_SystemMessage } from "./SystemMessage.js";

/** @internal */
export const S_LangChainSerializedSystemMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_SystemMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedSystemMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_SystemMessage]],q:[["id",[["langchain","schema","messages","SystemMessage"],["langchain_core","messages","system","SystemMessage"],["langchain","schema","SystemMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedSystemMessage: A SystemMessage in LangChain's Serializable JSON form: a class path of SystemMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedSystemMessage: Validator<T.LangChainSerializedSystemMessage> = /* @__PURE__ */ validator<T.LangChainSerializedSystemMessage>("LangChainSerializedSystemMessage", {s:()=>S_LangChainSerializedSystemMessage}, () => C_LangChainSerializedSystemMessage);
