// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_FunctionMessageChunk, S_FunctionMessageChunk } from "./FunctionMessageChunk.js";

/** @internal */
export const S_LangChainSerializedFunctionMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_FunctionMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedFunctionMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_FunctionMessageChunk]],q:[["id",[["langchain","schema","messages","FunctionMessageChunk"],["langchain_core","messages","function","FunctionMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedFunctionMessageChunk: A FunctionMessageChunk in LangChain's Serializable JSON form: a class path of FunctionMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedFunctionMessageChunk: Validator<T.LangChainSerializedFunctionMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedFunctionMessageChunk>("LangChainSerializedFunctionMessageChunk", {s:()=>S_LangChainSerializedFunctionMessageChunk}, () => C_LangChainSerializedFunctionMessageChunk);
