// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_SystemMessage, S_SystemMessage } from "./SystemMessage.js";

/** @internal */
export const S_LangChainSerializedSystemMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_SystemMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedSystemMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_SystemMessage]],q:[["id",[["langchain","schema","messages","SystemMessage"],["langchain_core","messages","system","SystemMessage"],["langchain","schema","SystemMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedSystemMessage: A SystemMessage in LangChain's Serializable JSON form: a class path of SystemMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedSystemMessage: Validator<T.LangChainSerializedSystemMessage> = /* @__PURE__ */ validator<T.LangChainSerializedSystemMessage>("LangChainSerializedSystemMessage", {s:()=>S_LangChainSerializedSystemMessage}, () => C_LangChainSerializedSystemMessage);
