// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_SerializedAIMessage, S_SerializedAIMessage } from "./SerializedAIMessage.js";
import { C_SerializedAIMessageChunk, S_SerializedAIMessageChunk } from "./SerializedAIMessageChunk.js";
import { C_SerializedChatMessage, S_SerializedChatMessage } from "./SerializedChatMessage.js";
import { C_SerializedChatMessageChunk, S_SerializedChatMessageChunk } from "./SerializedChatMessageChunk.js";
import { C_SerializedFunctionMessage, S_SerializedFunctionMessage } from "./SerializedFunctionMessage.js";
import { C_SerializedFunctionMessageChunk, S_SerializedFunctionMessageChunk } from "./SerializedFunctionMessageChunk.js";
import { C_SerializedHumanMessage, S_SerializedHumanMessage } from "./SerializedHumanMessage.js";
import { C_SerializedHumanMessageChunk, S_SerializedHumanMessageChunk } from "./SerializedHumanMessageChunk.js";
import { C_SerializedRemoveMessage, S_SerializedRemoveMessage } from "./SerializedRemoveMessage.js";
import { C_SerializedSystemMessage, S_SerializedSystemMessage } from "./SerializedSystemMessage.js";
import { C_SerializedSystemMessageChunk, S_SerializedSystemMessageChunk } from "./SerializedSystemMessageChunk.js";
import { C_SerializedToolMessage, S_SerializedToolMessage } from "./SerializedToolMessage.js";
import { C_SerializedToolMessageChunk, S_SerializedToolMessageChunk } from "./SerializedToolMessageChunk.js";

/** @internal */
export const C_SerializedMessage: Check = {k:'tag',m:()=>({"human":C_SerializedHumanMessage,"ai":C_SerializedAIMessage,"system":C_SerializedSystemMessage,"tool":C_SerializedToolMessage,"function":C_SerializedFunctionMessage,"chat":C_SerializedChatMessage,"remove":C_SerializedRemoveMessage,"HumanMessageChunk":C_SerializedHumanMessageChunk,"AIMessageChunk":C_SerializedAIMessageChunk,"SystemMessageChunk":C_SerializedSystemMessageChunk,"ToolMessageChunk":C_SerializedToolMessageChunk,"FunctionMessageChunk":C_SerializedFunctionMessageChunk,"ChatMessageChunk":C_SerializedChatMessageChunk})};
/** The validator of SerializedMessage: A message in the stored form that chat histories keep: an object with the message type tag and the message fields under data. */
export const SerializedMessage: Validator<T.SerializedMessage> = /* @__PURE__ */ validator<T.SerializedMessage>("SerializedMessage", {u:[],x:"object",g:"type",m:()=>({"AIMessageChunk":S_SerializedAIMessageChunk,"ChatMessageChunk":S_SerializedChatMessageChunk,"FunctionMessageChunk":S_SerializedFunctionMessageChunk,"HumanMessageChunk":S_SerializedHumanMessageChunk,"SystemMessageChunk":S_SerializedSystemMessageChunk,"ToolMessageChunk":S_SerializedToolMessageChunk,"ai":S_SerializedAIMessage,"chat":S_SerializedChatMessage,"function":S_SerializedFunctionMessage,"human":S_SerializedHumanMessage,"remove":S_SerializedRemoveMessage,"system":S_SerializedSystemMessage,"tool":S_SerializedToolMessage})}, () => C_SerializedMessage);
