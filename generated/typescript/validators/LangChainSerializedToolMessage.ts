// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ToolMessage, S_ToolMessage } from "./ToolMessage.js";

/** @internal */
export const S_LangChainSerializedToolMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_ToolMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedToolMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_ToolMessage]],q:[["id",[["langchain","schema","messages","ToolMessage"],["langchain_core","messages","tool","ToolMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedToolMessage: A ToolMessage in LangChain's Serializable JSON form: a class path of ToolMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedToolMessage: Validator<T.LangChainSerializedToolMessage> = /* @__PURE__ */ validator<T.LangChainSerializedToolMessage>("LangChainSerializedToolMessage", {s:()=>S_LangChainSerializedToolMessage}, () => C_LangChainSerializedToolMessage);
