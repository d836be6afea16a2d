// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSStoredAIMessage, S_LangChainJSStoredAIMessage } from "./LangChainJSStoredAIMessage.js";
import { C_LangChainJSStoredChatMessage, S_LangChainJSStoredChatMessage } from "./LangChainJSStoredChatMessage.js";
import { C_LangChainJSStoredFunctionMessage, S_LangChainJSStoredFunctionMessage } from "./LangChainJSStoredFunctionMessage.js";
import { C_LangChainJSStoredHumanMessage, S_LangChainJSStoredHumanMessage } from "./LangChainJSStoredHumanMessage.js";
import { C_LangChainJSStoredRemoveMessage, S_LangChainJSStoredRemoveMessage } from "./LangChainJSStoredRemoveMessage.js";
import { C_LangChainJSStoredSystemMessage, S_LangChainJSStoredSystemMessage } from "./LangChainJSStoredSystemMessage.js";
import { C_LangChainJSStoredToolMessage, S_LangChainJSStoredToolMessage } from "./LangChainJSStoredToolMessage.js";

/** @internal */
export const C_LangChainJSStoredMessage: Check = {k:'tag',m:()=>({"human":C_LangChainJSStoredHumanMessage,"ai":C_LangChainJSStoredAIMessage,"system":C_LangChainJSStoredSystemMessage,"function":C_LangChainJSStoredFunctionMessage,"tool":C_LangChainJSStoredToolMessage,"generic":C_LangChainJSStoredChatMessage,"remove":C_LangChainJSStoredRemoveMessage})};
/** The validator of LangChainJSStoredMessage: A message in langchainjs's stored form, StoredMessage in @langchain/core 1.4.0: the type (human, ai, system, function, tool, generic or remove) and the fields under data, as toDict and mapChatMessagesToStoredMessages write them. */
export const LangChainJSStoredMessage: Validator<T.LangChainJSStoredMessage> = /* @__PURE__ */ validator<T.LangChainJSStoredMessage>("LangChainJSStoredMessage", {u:[],x:"object",g:"type",m:()=>({"ai":S_LangChainJSStoredAIMessage,"function":S_LangChainJSStoredFunctionMessage,"generic":S_LangChainJSStoredChatMessage,"human":S_LangChainJSStoredHumanMessage,"remove":S_LangChainJSStoredRemoveMessage,"system":S_LangChainJSStoredSystemMessage,"tool":S_LangChainJSStoredToolMessage})}, () => C_LangChainJSStoredMessage);
