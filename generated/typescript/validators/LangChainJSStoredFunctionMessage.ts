// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSFunctionMessageData } from "./LangChainJSFunctionMessageData.js";

/** @internal */
export const S_LangChainJSStoredFunctionMessage: Struct = {f:[["data",{d:0},1]],g:["type","function"],c:1};
/** @internal */
export const C_LangChainJSStoredFunctionMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSFunctionMessageData]]};
/** The validator of LangChainJSStoredFunctionMessage: The stored form langchainjs writes for a function message (or a FunctionMessageChunk). */
export const LangChainJSStoredFunctionMessage: Validator<T.LangChainJSStoredFunctionMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredFunctionMessage>("LangChainJSStoredFunctionMessage", {s:()=>S_LangChainJSStoredFunctionMessage}, () => C_LangChainJSStoredFunctionMessage);
