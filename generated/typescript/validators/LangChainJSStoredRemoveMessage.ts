// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 57bd14a64bdcbdb2845ef894c26591be3933e61a1b6f6eddb6867c1c6cc62fc9

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredRemoveMessage: Struct = {f:[["data",{d:0},1]],g:["type","remove"],c:1};
/** @internal */
export const C_LangChainJSStoredRemoveMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredRemoveMessage: The stored form langchainjs writes for a remove message, which mapStoredMessagesToChatMessages does not read. */
export const LangChainJSStoredRemoveMessage: Validator<T.LangChainJSStoredRemoveMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredRemoveMessage>("LangChainJSStoredRemoveMessage", {s:()=>S_LangChainJSStoredRemoveMessage}, () => C_LangChainJSStoredRemoveMessage);
