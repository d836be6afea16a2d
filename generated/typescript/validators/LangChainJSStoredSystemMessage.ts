// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredSystemMessage: Struct = {f:[["data",{d:0},1]],g:["type","system"],c:1};
/** @internal */
export const C_LangChainJSStoredSystemMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredSystemMessage: The stored form langchainjs writes for a system message (or a SystemMessageChunk). */
export const LangChainJSStoredSystemMessage: Validator<T.LangChainJSStoredSystemMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredSystemMessage>("LangChainJSStoredSystemMessage", {s:()=>S_LangChainJSStoredSystemMessage}, () => C_LangChainJSStoredSystemMessage);
