// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSAIMessageData } from "./LangChainJSAIMessageData.js";

/** @internal */
export const S_LangChainJSStoredAIMessage: Struct = {f:[["data",{d:0},1]],g:["type","ai"],c:1};
/** @internal */
export const C_LangChainJSStoredAIMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSAIMessageData]]};
/** The validator of LangChainJSStoredAIMessage: The stored form langchainjs writes for an AI message, or an AI message chunk with its tool_call_chunks. */
export const LangChainJSStoredAIMessage: Validator<T.LangChainJSStoredAIMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredAIMessage>("LangChainJSStoredAIMessage", {s:()=>S_LangChainJSStoredAIMessage}, () => C_LangChainJSStoredAIMessage);
