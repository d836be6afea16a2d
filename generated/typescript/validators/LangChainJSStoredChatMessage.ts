// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSChatMessageData } from "./LangChainJSChatMessageData.js";

/** @internal */
export const S_LangChainJSStoredChatMessage: Struct = {f:[["data",{d:0},1]],g:["type","generic"],c:1};
/** @internal */
export const C_LangChainJSStoredChatMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSChatMessageData]]};
/** The validator of LangChainJSStoredChatMessage: The stored form langchainjs writes for a chat message with any role (or a ChatMessageChunk), whose type langchainjs calls generic. */
export const LangChainJSStoredChatMessage: Validator<T.LangChainJSStoredChatMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredChatMessage>("LangChainJSStoredChatMessage", {s:()=>S_LangChainJSStoredChatMessage}, () => C_LangChainJSStoredChatMessage);
