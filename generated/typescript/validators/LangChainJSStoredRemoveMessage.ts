// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSRemoveMessageData } from "./LangChainJSRemoveMessageData.js";

/** @internal */
export const S_LangChainJSStoredRemoveMessage: Struct = {f:[["data",{d:0},1]],g:["type","remove"],c:1};
/** @internal */
export const C_LangChainJSStoredRemoveMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSRemoveMessageData]]};
/** The validator of LangChainJSStoredRemoveMessage: The stored form langchainjs writes for a remove message, which mapStoredMessagesToChatMessages does not read. */
export const LangChainJSStoredRemoveMessage: Validator<T.LangChainJSStoredRemoveMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredRemoveMessage>("LangChainJSStoredRemoveMessage", {s:()=>S_LangChainJSStoredRemoveMessage}, () => C_LangChainJSStoredRemoveMessage);
