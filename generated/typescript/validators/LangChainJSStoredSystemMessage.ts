// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredSystemMessage: Struct = {f:[["data",{d:0},1]],g:["type","system"],c:1};
/** @internal */
export const C_LangChainJSStoredSystemMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredSystemMessage: The stored form langchainjs writes for a system message (or a SystemMessageChunk). */
export const LangChainJSStoredSystemMessage: Validator<T.LangChainJSStoredSystemMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredSystemMessage>("LangChainJSStoredSystemMessage", {s:()=>S_LangChainJSStoredSystemMessage}, () => C_LangChainJSStoredSystemMessage);
