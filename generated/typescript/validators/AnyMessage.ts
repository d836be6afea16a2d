// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AIMessage, S_AIMessage } from "./AIMessage.js";
import { C_AIMessageChunk, S_AIMessageChunk } from "./AIMessageChunk.js";
import { C_ChatMessage, S_ChatMessage } from "./ChatMessage.js";
import { C_ChatMessageChunk, S_ChatMessageChunk } from "./ChatMessageChunk.js";
import { C_FunctionMessage, S_FunctionMessage } from "./FunctionMessage.js";
import { C_FunctionMessageChunk, S_FunctionMessageChunk } from "./FunctionMessageChunk.js";
import { C_HumanMessage, S_HumanMessage } from "./HumanMessage.js";
import { C_HumanMessageChunk, S_HumanMessageChunk } from "./HumanMessageChunk.js";
import { C_RemoveMessage, S_RemoveMessage } from "./RemoveMessage.js";
import { C_SystemMessage, S_SystemMessage } from "./SystemMessage.js";
import { C_SystemMessageChunk, S_SystemMessageChunk } from "./SystemMessageChunk.js";
import { C_ToolMessage, S_ToolMessage } from "./ToolMessage.js";
import { C_ToolMessageChunk, S_ToolMessageChunk } from "./ToolMessageChunk.js";

/** @internal */
export const C_AnyMessage: Check = {k:'tag',m:()=>({"human":C_HumanMessage,"ai":C_AIMessage,"system":C_SystemMessage,"tool":C_ToolMessage,"function":C_FunctionMessage,"chat":C_ChatMessage,"remove":C_RemoveMessage,"HumanMessageChunk":C_HumanMessageChunk,"AIMessageChunk":C_AIMessageChunk,"SystemMessageChunk":C_SystemMessageChunk,"ToolMessageChunk":C_ToolMessageChunk,"FunctionMessageChunk":C_FunctionMessageChunk,"ChatMessageChunk":C_ChatMessageChunk})};
/** The validator of AnyMessage: Any message, told apart by its type tag. */
export const AnyMessage: Validator<T.AnyMessage> = /* @__PURE__ */ validator<T.AnyMessage>("AnyMessage", {u:[],x:"object",g:"type",m:()=>({"AIMessageChunk":S_AIMessageChunk,"ChatMessageChunk":S_ChatMessageChunk,"FunctionMessageChunk":S_FunctionMessageChunk,"HumanMessageChunk":S_HumanMessageChunk,"SystemMessageChunk":S_SystemMessageChunk,"ToolMessageChunk":S_ToolMessageChunk,"ai":S_AIMessage,"chat":S_ChatMessage,"function":S_FunctionMessage,"human":S_HumanMessage,"remove":S_RemoveMessage,"system":S_SystemMessage,"tool":S_ToolMessage})}, () => C_AnyMessage);
