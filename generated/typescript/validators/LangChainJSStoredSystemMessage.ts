// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredSystemMessage: Struct = {f:[["data",{d:0},1]],g:["type","system"],c:1};
/** @internal */
export const C_LangChainJSStoredSystemMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredSystemMessage: The stored form langchainjs writes for a system message (or a SystemMessageChunk). */
export const LangChainJSStoredSystemMessage: Validator<T.LangChainJSStoredSystemMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredSystemMessage>("LangChainJSStoredSystemMessage", {s:()=>S_LangChainJSStoredSystemMessage}, () => C_LangChainJSStoredSystemMessage);
