// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AISDKFilePart } from "./AISDKFilePart.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { S_AISDKReasoningPart } from "./AISDKReasoningPart.js";
import { S_AISDKTextPart } from "./AISDKTextPart.js";
import { S_AISDKToolApprovalRequestPart } from "./AISDKToolApprovalRequestPart.js";
import { S_AISDKToolCallPart } from "./AISDKToolCallPart.js";
import { S_AISDKToolResultPart } from "./AISDKToolResultPart.js";

/** @internal */
export const S_AISDKAssistantModelMessage: Struct = {f:[["content",{u:["str",{l:{u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"reasoning":S_AISDKReasoningPart,"text":S_AISDKTextPart,"tool-approval-request":S_AISDKToolApprovalRequestPart,"tool-call":S_AISDKToolCallPart,"tool-result":S_AISDKToolResultPart})}}],x:"str | array"},1],["providerOptions",{d:0},0]],g:["role","assistant"],c:1};
/** @internal */
export const C_AISDKAssistantModelMessage: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKAssistantModelMessage: A message the model wrote: text, or a list of text, file, reasoning, tool call, tool result and approval request parts. */
export const AISDKAssistantModelMessage: Validator<T.AISDKAssistantModelMessage> = /* @__PURE__ */ validator<T.AISDKAssistantModelMessage>("AISDKAssistantModelMessage", {s:()=>S_AISDKAssistantModelMessage}, () => C_AISDKAssistantModelMessage);
