// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessage, S_FunctionMessage } from "./FunctionMessage.js";

/** @internal */
export const S_LangChainSerializedFunctionMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_FunctionMessage},1]],c:1};
/** @internal */
export const C_LangChainSerializedFunctionMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_FunctionMessage]],q:[["id",[["langchain","schema","messages","FunctionMessage"],["langchain_core","messages","function","FunctionMessage"],["langchain","schema","FunctionMessage"]],"Invalid value"]]};
/** The validator of LangChainSerializedFunctionMessage: A FunctionMessage in LangChain's Serializable JSON form: a class path of FunctionMessage in id and the fields of the message in kwargs. */
export const LangChainSerializedFunctionMessage: Validator<T.LangChainSerializedFunctionMessage> = /* @__PURE__ */ validator<T.LangChainSerializedFunctionMessage>("LangChainSerializedFunctionMessage", {s:()=>S_LangChainSerializedFunctionMessage}, () => C_LangChainSerializedFunctionMessage);
