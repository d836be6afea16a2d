// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSChatMessageData } from "./LangChainJSChatMessageData.js";

/** @internal */
export const S_LangChainJSStoredChatMessage: Struct = {f:[["data",{d:0},1]],g:["type","generic"],c:1};
/** @internal */
export const C_LangChainJSStoredChatMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSChatMessageData]]};
/** The validator of LangChainJSStoredChatMessage: The stored form langchainjs writes for a chat message with any role (or a ChatMessageChunk), whose type langchainjs calls generic. */
export const LangChainJSStoredChatMessage: Validator<T.LangChainJSStoredChatMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredChatMessage>("LangChainJSStoredChatMessage", {s:()=>S_LangChainJSStoredChatMessage}, () => C_LangChainJSStoredChatMessage);
