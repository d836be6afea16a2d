// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSSerializedHumanMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{d:0},1]],c:1};
/** @internal */
export const C_LangChainJSSerializedHumanMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_LangChainJSMessageData]],q:[["id",[["langchain_core","messages","HumanMessage"]],"Invalid value"]]};
/** The validator of LangChainJSSerializedHumanMessage: A HumanMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'HumanMessage'] in id and the fields of the message in kwargs, with no type tag. */
export const LangChainJSSerializedHumanMessage: Validator<T.LangChainJSSerializedHumanMessage> = /* @__PURE__ */ validator<T.LangChainJSSerializedHumanMessage>("LangChainJSSerializedHumanMessage", {s:()=>S_LangChainJSSerializedHumanMessage}, () => C_LangChainJSSerializedHumanMessage);
