// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSToolMessageData } from "./LangChainJSToolMessageData.js";

/** @internal */
export const S_LangChainJSStoredToolMessage: Struct = {f:[["data",{d:0},1]],g:["type","tool"],c:1};
/** @internal */
export const C_LangChainJSStoredToolMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSToolMessageData]]};
/** The validator of LangChainJSStoredToolMessage: The stored form langchainjs writes for a tool message (or a ToolMessageChunk). */
export const LangChainJSStoredToolMessage: Validator<T.LangChainJSStoredToolMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredToolMessage>("LangChainJSStoredToolMessage", {s:()=>S_LangChainJSStoredToolMessage}, () => C_LangChainJSStoredToolMessage);
