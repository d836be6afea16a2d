// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AIMessage } from "./AIMessage.js";
import { S_AIMessageChunk } from "./AIMessageChunk.js";
import { C_AnyMessage } from "./AnyMessage.js";
import { S_ChatMessage } from "./ChatMessage.js";
import { S_ChatMessageChunk } from "./ChatMessageChunk.js";
import { S_FunctionMessage } from "./FunctionMessage.js";
import { S_FunctionMessageChunk } from "./FunctionMessageChunk.js";
import { S_HumanMessage } from "./HumanMessage.js";
import { S_HumanMessageChunk } from "./HumanMessageChunk.js";
import { S_RemoveMessage } from "./RemoveMessage.js";
import { S_SystemMessage } from "./SystemMessage.js";
import { S_SystemMessageChunk } from "./SystemMessageChunk.js";
import { S_ToolMessage } from "./ToolMessage.js";
import { S_ToolMessageChunk } from "./ToolMessageChunk.js";

/** @internal */
export const S_LangChainSerializedMessage: Struct = {f:[["lc",{e:[1],x:"int"},1],["type",{e:["constructor"],x:"str"},1],["id",{t:[{e:["langchain"],x:"str"},{e:["schema"],x:"str"},{e:["messages"],x:"str"},{e:["AIMessage","AIMessageChunk","ChatMessage","ChatMessageChunk","FunctionMessage","FunctionMessageChunk","HumanMessage","HumanMessageChunk","RemoveMessage","SystemMessage","SystemMessageChunk","ToolMessage","ToolMessageChunk"],x:"str"}]},1],["kwargs",{u:[],x:"object",g:"type",m:()=>({"AIMessageChunk":S_AIMessageChunk,"ChatMessageChunk":S_ChatMessageChunk,"FunctionMessageChunk":S_FunctionMessageChunk,"HumanMessageChunk":S_HumanMessageChunk,"SystemMessageChunk":S_SystemMessageChunk,"ToolMessageChunk":S_ToolMessageChunk,"ai":S_AIMessage,"chat":S_ChatMessage,"function":S_FunctionMessage,"human":S_HumanMessage,"remove":S_RemoveMessage,"system":S_SystemMessage,"tool":S_ToolMessage})},1]],c:1};
/** @internal */
export const C_LangChainSerializedMessage: Check = {k:'fields',n:[["kwargs",0,()=>C_AnyMessage]]};
/** The validator of LangChainSerializedMessage: A message in LangChain's Serializable JSON form, the constructor record that LangChain writes when it serializes a message object and that LangGraph checkpoints and LangSmith exports hold: id names the message class and kwargs holds the message fields. */
export const LangChainSerializedMessage: Validator<T.LangChainSerializedMessage> = /* @__PURE__ */ validator<T.LangChainSerializedMessage>("LangChainSerializedMessage", {s:()=>S_LangChainSerializedMessage}, () => C_LangChainSerializedMessage);
