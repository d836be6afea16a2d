// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKDataUIPart, S_AISDKDataUIPart } from "./AISDKDataUIPart.js";
import { S_AISDKDynamicToolApprovalRequestedUIPart } from "./AISDKDynamicToolApprovalRequestedUIPart.js";
import { S_AISDKDynamicToolApprovalRespondedUIPart } from "./AISDKDynamicToolApprovalRespondedUIPart.js";
import { S_AISDKDynamicToolInputAvailableUIPart } from "./AISDKDynamicToolInputAvailableUIPart.js";
import { S_AISDKDynamicToolInputStreamingUIPart } from "./AISDKDynamicToolInputStreamingUIPart.js";
import { S_AISDKDynamicToolOutputAvailableUIPart } from "./AISDKDynamicToolOutputAvailableUIPart.js";
import { S_AISDKDynamicToolOutputDeniedUIPart } from "./AISDKDynamicToolOutputDeniedUIPart.js";
import { S_AISDKDynamicToolOutputErrorUIPart } from "./AISDKDynamicToolOutputErrorUIPart.js";
import { C_AISDKDynamicToolUIPart } from "./AISDKDynamicToolUIPart.js";
import { C_AISDKFileUIPart, S_AISDKFileUIPart } from "./AISDKFileUIPart.js";
import { C_AISDKReasoningUIPart, S_AISDKReasoningUIPart } from "./AISDKReasoningUIPart.js";
import { C_AISDKSourceDocumentUIPart, S_AISDKSourceDocumentUIPart } from "./AISDKSourceDocumentUIPart.js";
import { C_AISDKSourceURLUIPart, S_AISDKSourceURLUIPart } from "./AISDKSourceURLUIPart.js";
import { C_AISDKStepStartUIPart, S_AISDKStepStartUIPart } from "./AISDKStepStartUIPart.js";
import { C_AISDKTextUIPart, S_AISDKTextUIPart } from "./AISDKTextUIPart.js";
import { S_AISDKToolApprovalRequestedUIPart } from "./AISDKToolApprovalRequestedUIPart.js";
import { S_AISDKToolApprovalRespondedUIPart } from "./AISDKToolApprovalRespondedUIPart.js";
import { S_AISDKToolInputAvailableUIPart } from "./AISDKToolInputAvailableUIPart.js";
import { S_AISDKToolInputStreamingUIPart } from "./AISDKToolInputStreamingUIPart.js";
import { S_AISDKToolOutputAvailableUIPart } from "./AISDKToolOutputAvailableUIPart.js";
import { S_AISDKToolOutputDeniedUIPart } from "./AISDKToolOutputDeniedUIPart.js";
import { S_AISDKToolOutputErrorUIPart } from "./AISDKToolOutputErrorUIPart.js";
import { C_AISDKToolUIPart } from "./AISDKToolUIPart.js";

/** @internal */
export const C_AISDKUIMessagePart: Check = {k:'disp',f:"type",m:()=>({"text":{k:'held',t:{s:()=>S_AISDKTextUIPart},c:()=>C_AISDKTextUIPart},"reasoning":{k:'held',t:{s:()=>S_AISDKReasoningUIPart},c:()=>C_AISDKReasoningUIPart},"source-url":{k:'held',t:{s:()=>S_AISDKSourceURLUIPart},c:()=>C_AISDKSourceURLUIPart},"source-document":{k:'held',t:{s:()=>S_AISDKSourceDocumentUIPart},c:()=>C_AISDKSourceDocumentUIPart},"file":{k:'held',t:{s:()=>S_AISDKFileUIPart},c:()=>C_AISDKFileUIPart},"step-start":{k:'held',t:{s:()=>S_AISDKStepStartUIPart},c:()=>C_AISDKStepStartUIPart},"dynamic-tool":{k:'held',t:{u:[],x:"object",g:"state",m:()=>({"approval-requested":S_AISDKDynamicToolApprovalRequestedUIPart,"approval-responded":S_AISDKDynamicToolApprovalRespondedUIPart,"input-available":S_AISDKDynamicToolInputAvailableUIPart,"input-streaming":S_AISDKDynamicToolInputStreamingUIPart,"output-available":S_AISDKDynamicToolOutputAvailableUIPart,"output-denied":S_AISDKDynamicToolOutputDeniedUIPart,"output-error":S_AISDKDynamicToolOutputErrorUIPart})},c:()=>C_AISDKDynamicToolUIPart}}),p:()=>[["tool-",{k:'held',t:{u:[],x:"object",g:"state",m:()=>({"approval-requested":S_AISDKToolApprovalRequestedUIPart,"approval-responded":S_AISDKToolApprovalRespondedUIPart,"input-available":S_AISDKToolInputAvailableUIPart,"input-streaming":S_AISDKToolInputStreamingUIPart,"output-available":S_AISDKToolOutputAvailableUIPart,"output-denied":S_AISDKToolOutputDeniedUIPart,"output-error":S_AISDKToolOutputErrorUIPart})},c:()=>C_AISDKToolUIPart}],["data-",{k:'held',t:{s:()=>S_AISDKDataUIPart},c:()=>C_AISDKDataUIPart}]],c:1};
/** The validator of AISDKUIMessagePart: One part of a UI message, told apart by its type tag: text, reasoning, source-url, source-document, file, step-start, dynamic-tool, tool- and the name of a tool, or data- and the name of the data. */
export const AISDKUIMessagePart: Validator<T.AISDKUIMessagePart> = /* @__PURE__ */ validator<T.AISDKUIMessagePart>("AISDKUIMessagePart", null, () => C_AISDKUIMessagePart);
