// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AIMessageAdditionalKwargs } from "./AIMessageAdditionalKwargs.js";
import { C_InvalidToolCall } from "./InvalidToolCall.js";
import { C_MessageContent } from "./MessageContent.js";
import { C_ToolCall } from "./ToolCall.js";
import { C_UsageMetadata } from "./UsageMetadata.js";

/** @internal */
export const S_AIMessage: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},1],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["example","bool",0],["tool_calls",{l:{d:0}},0],["invalid_tool_calls",{l:{d:0}},0],["usage_metadata",{u:[{d:0},"null"],x:"object | null"},0]],g:["type","ai"],c:1,k:1};
/** @internal */
export const C_AIMessage: Check = {k:'fields',n:[["content",0,()=>C_MessageContent],["additional_kwargs",0,()=>C_AIMessageAdditionalKwargs],["tool_calls",1,()=>C_ToolCall],["invalid_tool_calls",1,()=>C_InvalidToolCall],["usage_metadata",0,()=>C_UsageMetadata]]};
/** The validator of AIMessage: A message produced by the model, possibly with tool calls and token usage. */
export const AIMessage: Validator<T.AIMessage> = /* @__PURE__ */ validator<T.AIMessage>("AIMessage", {s:()=>S_AIMessage}, () => C_AIMessage);
