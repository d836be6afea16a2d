// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSFunctionMessageData } from "./LangChainJSFunctionMessageData.js";

/** @internal */
export const S_LangChainJSSerializedFunctionMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{d:0},1]],c:1};
/** @internal */
export const C_LangChainJSSerializedFunctionMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_LangChainJSFunctionMessageData]],q:[["id",[["langchain_core","messages","FunctionMessage"]],"Invalid value"]]};
/** The validator of LangChainJSSerializedFunctionMessage: A FunctionMessage in langchainjs's Serializable JSON form: the class path ['langchain_core', 'messages', 'FunctionMessage'] in id and the fields of the message in kwargs, with no type tag. */
export const LangChainJSSerializedFunctionMessage: Validator<T.LangChainJSSerializedFunctionMessage> = /* @__PURE__ */ validator<T.LangChainJSSerializedFunctionMessage>("LangChainJSSerializedFunctionMessage", {s:()=>S_LangChainJSSerializedFunctionMessage}, () => C_LangChainJSSerializedFunctionMessage);
