// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AIMessageAdditionalKwargs } from "./AIMessageAdditionalKwargs.js";
import { S_InvalidToolCall } from "./InvalidToolCall.js";
import { C_LangChainJSContentItem } from "./LangChainJSContentItem.js";
import { C_LangChainJSMessageContent } from "./LangChainJSMessageContent.js";
import { S_ToolCall } from "./ToolCall.js";
import { S_ToolCallChunk } from "./ToolCallChunk.js";
import { S_UsageMetadata, X_UsageMetadata } from "./UsageMetadata.js";

/** @internal */
export const S_LangChainJSAIMessageData: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},0],["content_blocks",{l:{u:["str",{d:0}],x:"str | object"}},0],["additional_kwargs",{s:()=>S_AIMessageAdditionalKwargs},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["tool_calls",{l:{s:()=>S_ToolCall}},0],["invalid_tool_calls",{l:{s:()=>S_InvalidToolCall}},0],["usage_metadata",{s:()=>S_UsageMetadata},0],["tool_call_chunks",{l:{s:()=>S_ToolCallChunk}},0],["example","bool",0],["chunk_position",{u:[{e:["last"],x:"str"},"null"],x:"str | null"},0]]};
/** @internal */
export const X_LangChainJSAIMessageData: Extras = {r:[],n:[["content",0,()=>C_LangChainJSMessageContent],["content_blocks",1,()=>C_LangChainJSContentItem],["usage_metadata",0,()=>({k:'x',x:X_UsageMetadata})]]};
/** @internal */
export const C_LangChainJSAIMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSAIMessageData},x:X_LangChainJSAIMessageData};
/** The validator of LangChainJSAIMessageData: The fields of a langchainjs AI message or AI message chunk (what toDict writes under data, for both under the type ai). */
export const LangChainJSAIMessageData: Validator<T.LangChainJSAIMessageData> = /* @__PURE__ */ validator<T.LangChainJSAIMessageData>("LangChainJSAIMessageData", null, () => C_LangChainJSAIMessageData);
