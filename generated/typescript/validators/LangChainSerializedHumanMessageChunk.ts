// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_HumanMessageChunk, S_HumanMessageChunk } from "./HumanMessageChunk.js";

/** @internal */
export const S_LangChainSerializedHumanMessageChunk: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{l:"str"},1],["kwargs",{s:()=>S_HumanMessageChunk},1]],c:1};
/** @internal */
export const C_LangChainSerializedHumanMessageChunk: Check = {k:'fields',n:[["kwargs",0,()=>C_HumanMessageChunk]],q:[["id",[["langchain","schema","messages","HumanMessageChunk"],["langchain_core","messages","human","HumanMessageChunk"]],"Invalid value"]]};
/** The validator of LangChainSerializedHumanMessageChunk: A HumanMessageChunk in LangChain's Serializable JSON form: a class path of HumanMessageChunk in id and the fields of the message in kwargs. */
export const LangChainSerializedHumanMessageChunk: Validator<T.LangChainSerializedHumanMessageChunk> = /* @__PURE__ */ validator<T.LangChainSerializedHumanMessageChunk>("LangChainSerializedHumanMessageChunk", {s:()=>S_LangChainSerializedHumanMessageChunk}, () => C_LangChainSerializedHumanMessageChunk);
