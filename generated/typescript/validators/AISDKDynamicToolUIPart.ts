// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKDynamicToolApprovalRequestedUIPart, S_AISDKDynamicToolApprovalRequestedUIPart } from "./AISDKDynamicToolApprovalRequestedUIPart.js";
import { C_AISDKDynamicToolApprovalRespondedUIPart, S_AISDKDynamicToolApprovalRespondedUIPart } from "./AISDKDynamicToolApprovalRespondedUIPart.js";
import { C_AISDKDynamicToolInputAvailableUIPart, S_AISDKDynamicToolInputAvailableUIPart } from "./AISDKDynamicToolInputAvailableUIPart.js";
import { C_AISDKDynamicToolInputStreamingUIPart, S_AISDKDynamicToolInputStreamingUIPart } from "./AISDKDynamicToolInputStreamingUIPart.js";
import { C_AISDKDynamicToolOutputAvailableUIPart, S_AISDKDynamicToolOutputAvailableUIPart } from "./AISDKDynamicToolOutputAvailableUIPart.js";
import { C_AISDKDynamicToolOutputDeniedUIPart, S_AISDKDynamicToolOutputDeniedUIPart } from "./AISDKDynamicToolOutputDeniedUIPart.js";
import { C_AISDKDynamicToolOutputErrorUIPart, S_AISDKDynamicToolOutputErrorUIPart } from "./AISDKDynamicToolOutputErrorUIPart.js";

/** @internal */
export const C_AISDKDynamicToolUIPart: Check = {k:'tag',f:"state",m:()=>({"input-streaming":C_AISDKDynamicToolInputStreamingUIPart,"input-available":C_AISDKDynamicToolInputAvailableUIPart,"approval-requested":C_AISDKDynamicToolApprovalRequestedUIPart,"approval-responded":C_AISDKDynamicToolApprovalRespondedUIPart,"output-available":C_AISDKDynamicToolOutputAvailableUIPart,"output-error":C_AISDKDynamicToolOutputErrorUIPart,"output-denied":C_AISDKDynamicToolOutputDeniedUIPart})};
/** The validator of AISDKDynamicToolUIPart: A dynamic tool part, told apart by the state of its call. */
export const AISDKDynamicToolUIPart: Validator<T.AISDKDynamicToolUIPart> = /* @__PURE__ */ validator<T.AISDKDynamicToolUIPart>("AISDKDynamicToolUIPart", {u:[],x:"object",g:"state",m:()=>({"approval-requested":S_AISDKDynamicToolApprovalRequestedUIPart,"approval-responded":S_AISDKDynamicToolApprovalRespondedUIPart,"input-available":S_AISDKDynamicToolInputAvailableUIPart,"input-streaming":S_AISDKDynamicToolInputStreamingUIPart,"output-available":S_AISDKDynamicToolOutputAvailableUIPart,"output-denied":S_AISDKDynamicToolOutputDeniedUIPart,"output-error":S_AISDKDynamicToolOutputErrorUIPart})}, () => C_AISDKDynamicToolUIPart);
