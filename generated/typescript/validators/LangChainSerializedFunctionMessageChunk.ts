// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessageChunk, S_FunctionMessageChunk } from "./FunctionMessageChunk.js";

/** @internal */
export const S_LangChainSerializedFunctionMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_FunctionMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedFunctionMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_FunctionMessageChunk]],q:[["id",[["langchain","schema","messages","FunctionMessageChunk"],["langchain_core","messages","function","FunctionMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedFunctionMessageChunk: A FunctionMessageChunk in LangChain's Serializable JSON form: a class path of FunctionMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedFunctionMessageChunk: Validator<T.LangChainSerializedFunctionMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedFunctionMessageChunk>("LangChainSerializedFunctionMessageChunk", {s:()=>S_LangChainSerializedFunctionMessageChunk}, () => C_LangChainSerializedFunctionMessageChunk);
