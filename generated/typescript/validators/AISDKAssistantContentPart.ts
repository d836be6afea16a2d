// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKFilePart, S_AISDKFilePart } from "./AISDKFilePart.js";
import { C_AISDKReasoningPart, S_AISDKReasoningPart } from "./AISDKReasoningPart.js";
import { C_AISDKTextPart, S_AISDKTextPart } from "./AISDKTextPart.js";
import { C_AISDKToolApprovalRequestPart, S_AISDKToolApprovalRequestPart } from "./AISDKToolApprovalRequestPart.js";
import { C_AISDKToolCallPart, S_AISDKToolCallPart } from "./AISDKToolCallPart.js";
import { C_AISDKToolResultPart, S_AISDKToolResultPart } from "./AISDKToolResultPart.js";

/** @internal */
export const C_AISDKAssistantContentPart: Check = {k:'tag',m:()=>({"text":C_AISDKTextPart,"file":C_AISDKFilePart,"reasoning":C_AISDKReasoningPart,"tool-call":C_AISDKToolCallPart,"tool-result":C_AISDKToolResultPart,"tool-approval-request":C_AISDKToolApprovalRequestPart})};
/** The validator of AISDKAssistantContentPart: One part of an assistant message's content, told apart by its type tag. */
export const AISDKAssistantContentPart: Validator<T.AISDKAssistantContentPart> = /* @__PURE__ */ validator<T.AISDKAssistantContentPart>("AISDKAssistantContentPart", {u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"reasoning":S_AISDKReasoningPart,"text":S_AISDKTextPart,"tool-approval-request":S_AISDKToolApprovalRequestPart,"tool-call":S_AISDKToolCallPart,"tool-result":S_AISDKToolResultPart})}, () => C_AISDKAssistantContentPart);
