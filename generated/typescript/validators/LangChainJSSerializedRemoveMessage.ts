// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSRemoveMessageData } from "./LangChainJSRemoveMessageData.js";

/** @internal */
export const S_LangChainJSSerializedRemoveMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{d:0},1]],c:1};
/** @internal */
export const C_LangChainJSSerializedRemoveMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_LangChainJSRemoveMessageData]],q:[["id",[["langchain_core","messages","RemoveMessage"]],"Invalid value"]]};
/** The validator of LangChainJSSerializedRemoveMessage: A RemoveMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'RemoveMessage'] in id and the fields of the message in kwargs, with no type tag. */
export const LangChainJSSerializedRemoveMessage: Validator<T.LangChainJSSerializedRemoveMessage> = /* @__PURE__ */ validator<T.LangChainJSSerializedRemoveMessage>("LangChainJSSerializedRemoveMessage", {s:()=>S_LangChainJSSerializedRemoveMessage}, () => C_LangChainJSSerializedRemoveMessage);
