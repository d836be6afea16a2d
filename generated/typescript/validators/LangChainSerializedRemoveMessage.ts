// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_RemoveMessage, S_RemoveMessage } from "./RemoveMessage.js";

/** @internal */
export const S_LangChainSerializedRemoveMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_RemoveMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedRemoveMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_RemoveMessage]],q:[["id",[["langchain","schema","messages","RemoveMessage"],["langchain_core","messages","modifier","RemoveMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedRemoveMessage: A RemoveMessage in LangChain's Serializable JSON form: a class path of RemoveMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedRemoveMessage: Validator<T.LangChainSerializedRemoveMessage> = /* @__PURE__ */ validator<T.LangChainSerializedRemoveMessage>("LangChainSerializedRemoveMessage", {s:()=>S_LangChainSerializedRemoveMessage}, () => C_LangChainSerializedRemoveMessage);
