// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_ToolMessageChunk, S_ToolMessageChunk } from "./ToolMessageChunk.js";

/** @internal */
export const S_LangChainSerializedToolMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_ToolMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedToolMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_ToolMessageChunk]],q:[["id",[["langchain","schema","messages","ToolMessageChunk"],["langchain_core","messages","tool","ToolMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedToolMessageChunk: A ToolMessageChunk in LangChain's Serializable JSON form: a class path of ToolMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedToolMessageChunk: Validator<T.LangChainSerializedToolMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedToolMessageChunk>("LangChainSerializedToolMessageChunk", {s:()=>S_LangChainSerializedToolMessageChunk}, () => C_LangChainSerializedToolMessageChunk);
