// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";

/** @internal */
export const S_LangChainSerializedAIMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_AIMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedAIMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_AIMessageChunk]],q:[["id",[["langchain","schema","messages","AIMessageChunk"],["langchain_core","messages","ai","AIMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedAIMessageChunk: An AIMessageChunk in LangChain's Serializable JSON form: a class path of AIMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedAIMessageChunk: Validator<T.LangChainSerializedAIMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedAIMessageChunk>("LangChainSerializedAIMessageChunk", {s:()=>S_LangChainSerializedAIMessageChunk}, () => C_LangChainSerializedAIMessageChunk);
