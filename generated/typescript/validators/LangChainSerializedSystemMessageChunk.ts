// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_SystemMessageChunk, S_SystemMessageChunk } from "./SystemMessageChunk.js";

/** @internal */
export const S_LangChainSerializedSystemMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_SystemMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedSystemMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_SystemMessageChunk]],q:[["id",[["langchain","schema","messages","SystemMessageChunk"],["langchain_core","messages","system","SystemMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedSystemMessageChunk: A SystemMessageChunk in LangChain's Serializable JSON form: a class path of SystemMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedSystemMessageChunk: Validator<T.LangChainSerializedSystemMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedSystemMessageChunk>("LangChainSerializedSystemMessageChunk", {s:()=>S_LangChainSerializedSystemMessageChunk}, () => C_LangChainSerializedSystemMessageChunk);
