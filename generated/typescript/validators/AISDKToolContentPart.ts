// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKToolApprovalResponsePart, S_AISDKToolApprovalResponsePart } from "./AISDKToolApprovalResponsePart.js";
import { C_AISDKToolResultPart, S_AISDKToolResultPart } from "./AISDKToolResultPart.js";

/** @internal */
export const C_AISDKToolContentPart: Check = {k:'tag',m:()=>({"tool-result":C_AISDKToolResultPart,"tool-approval-response":C_AISDKToolApprovalResponsePart})};
/** The validator of AISDKToolContentPart: One part of a tool message's content, told apart by its type tag. */
export const AISDKToolContentPart: Validator<T.AISDKToolContentPart> = /* @__PURE__ */ validator<T.AISDKToolContentPart>("AISDKToolContentPart", {u:[],x:"object",g:"type",m:()=>({"tool-approval-response":S_AISDKToolApprovalResponsePart,"tool-result":S_AISDKToolResultPart})}, () => C_AISDKToolContentPart);
