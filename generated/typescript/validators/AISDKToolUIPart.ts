// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKToolApprovalRequestedUIPart, S_AISDKToolApprovalRequestedUIPart } from "./AISDKToolApprovalRequestedUIPart.js";
import { C_AISDKToolApprovalRespondedUIPart, S_AISDKToolApprovalRespondedUIPart } from "./AISDKToolApprovalRespondedUIPart.js";
import { C_AISDKToolInputAvailableUIPart, S_AISDKToolInputAvailableUIPart } from "./AISDKToolInputAvailableUIPart.js";
import { C_AISDKToolInputStreamingUIPart, S_AISDKToolInputStreamingUIPart } from "./AISDKToolInputStreamingUIPart.js";
import { C_AISDKToolOutputAvailableUIPart, S_AISDKToolOutputAvailableUIPart } from "./AISDKToolOutputAvailableUIPart.js";
import { C_AISDKToolOutputDeniedUIPart, S_AISDKToolOutputDeniedUIPart } from "./AISDKToolOutputDeniedUIPart.js";
import { C_AISDKToolOutputErrorUIPart, S_AISDKToolOutputErrorUIPart } from "./AISDKToolOutputErrorUIPart.js";

/** @internal */
export const C_AISDKToolUIPart: Check = {k:'tag',f:"state",m:()=>({"input-streaming":C_AISDKToolInputStreamingUIPart,"input-available":C_AISDKToolInputAvailableUIPart,"approval-requested":C_AISDKToolApprovalRequestedUIPart,"approval-responded":C_AISDKToolApprovalRespondedUIPart,"output-available":C_AISDKToolOutputAvailableUIPart,"output-error":C_AISDKToolOutputErrorUIPart,"output-denied":C_AISDKToolOutputDeniedUIPart})};
/** The validator of AISDKToolUIPart: A tool part (its type is tool- and the name of the tool), told apart by the state of its call. */
export const AISDKToolUIPart: Validator<T.AISDKToolUIPart> = /* @__PURE__ */ validator<T.AISDKToolUIPart>("AISDKToolUIPart", {u:[],x:"object",g:"state",m:()=>({"approval-requested":S_AISDKToolApprovalRequestedUIPart,"approval-responded":S_AISDKToolApprovalRespondedUIPart,"input-available":S_AISDKToolInputAvailableUIPart,"input-streaming":S_AISDKToolInputStreamingUIPart,"output-available":S_AISDKToolOutputAvailableUIPart,"output-denied":S_AISDKToolOutputDeniedUIPart,"output-error":S_AISDKToolOutputErrorUIPart})}, () => C_AISDKToolUIPart);
