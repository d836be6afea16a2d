// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageKwargs } from "./LangChainJSMessageKwargs.js";

/** @internal */
export const S_LangChainJSSerializedMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{t:[{e:["langchain_core"],x:"str"},{e:["messages"],x:"str"},{e:["AIMessage","AIMessageChunk","ChatMessage","ChatMessageChunk","FunctionMessage","FunctionMessageChunk","HumanMessage","HumanMessageChunk","RemoveMessage","SystemMessage","SystemMessageChunk","ToolMessage","ToolMessageChunk"],x:"str"}]},1],["kwargs",{d:0},1]],c:1};
/** @internal */
export const C_LangChainJSSerializedMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_LangChainJSMessageKwargs]]};
/** The validator of LangChainJSSerializedMessage: A message in langchainjs's Serializable JSON form, what JSON.stringify of a message object writes (toJSON in @langchain/core 1.4.0): the class path in id, with three elements, and the fields in kwargs, with no type tag. */
export const LangChainJSSerializedMessage: Validator<T.LangChainJSSerializedMessage> = /* @__PURE__ */ validator<T.LangChainJSSerializedMessage>("LangChainJSSerializedMessage", {s:()=>S_LangChainJSSerializedMessage}, () => C_LangChainJSSerializedMessage);
