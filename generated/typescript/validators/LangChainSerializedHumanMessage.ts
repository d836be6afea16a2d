// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_HumanMessage, S_HumanMessage } from "./HumanMessage.js";

/** @internal */
export const S_LangChainSerializedHumanMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_HumanMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedHumanMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_HumanMessage]],q:[["id",[["langchain","schema","messages","HumanMessage"],["langchain_core","messages","human","HumanMessage"],["langchain","schema","HumanMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedHumanMessage: A HumanMessage in LangChain's Serializable JSON form: a class path of HumanMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedHumanMessage: Validator<T.LangChainSerializedHumanMessage> = /* @__PURE__ */ validator<T.LangChainSerializedHumanMessage>("LangChainSerializedHumanMessage", {s:()=>S_LangChainSerializedHumanMessage}, () => C_LangChainSerializedHumanMessage);
