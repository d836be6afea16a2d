// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredHumanMessage: Struct = {f:[["data",{d:0},1]],g:["type","human"],c:1};
/** @internal */
export const C_LangChainJSStoredHumanMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredHumanMessage: The stored form langchainjs writes for a human message (or a HumanMessageChunk). */
export const LangChainJSStoredHumanMessage: Validator<T.LangChainJSStoredHumanMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredHumanMessage>("LangChainJSStoredHumanMessage", {s:()=>S_LangChainJSStoredHumanMessage}, () => C_LangChainJSStoredHumanMessage);
