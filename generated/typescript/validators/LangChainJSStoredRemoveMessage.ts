// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSMessageData } from "./LangChainJSMessageData.js";

/** @internal */
export const S_LangChainJSStoredRemoveMessage: Struct = {f:[["data",{d:0},1]],g:["type","remove"],c:1};
/** @internal */
export const C_LangChainJSStoredRemoveMessage: Check = {k:'fields',n:[["data",0,()=>C_LangChainJSMessageData]]};
/** The validator of LangChainJSStoredRemoveMessage: The stored form langchainjs writes for a remove message, which mapStoredMessagesToChatMessages does not read. */
export const LangChainJSStoredRemoveMessage: Validator<T.LangChainJSStoredRemoveMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredRemoveMessage>("LangChainJSStoredRemoveMessage", {s:()=>S_LangChainJSStoredRemoveMessage}, () => C_LangChainJSStoredRemoveMessage);
