// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSFunctionMessageData } from "./LangChainJSFunctionMessageData.js";

/** @internal */
export const S_LangChainJSStoredFunctionMessage: Struct = {f:[["data",{d:0},1]],g:["type","function"],c:1};
/** @internal */
export const C_LangChainJSStoredFunctionMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSFunctionMessageData]]};
/** The validator of LangChainJSStoredFunctionMessage: The stored form langchainjs writes for a function message (or a FunctionMessageChunk). */
export const LangChainJSStoredFunctionMessage: Validator<T.LangChainJSStoredFunctionMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredFunctionMessage>("LangChainJSStoredFunctionMessage", {s:()=>S_LangChainJSStoredFunctionMessage}, () => C_LangChainJSStoredFunctionMessage);
