// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSAIMessageData } from "./LangChainJSAIMessageData.js";

/** @internal */
export const S_LangChainJSStoredAIMessage: Struct = {f:[["data",{d:0},1]],g:["type","ai"],c:1};
/** @internal */
export const C_LangChainJSStoredAIMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSAIMessageData]]};
/** The validator of LangChainJSStoredAIMessage: The stored form langchainjs writes for an AI message, or an AI message chunk with its tool_call_chunks. */
export const LangChainJSStoredAIMessage: Validator<T.LangChainJSStoredAIMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredAIMessage>("LangChainJSStoredAIMessage", {s:()=>S_LangChainJSStoredAIMessage}, () => C_LangChainJSStoredAIMessage);
