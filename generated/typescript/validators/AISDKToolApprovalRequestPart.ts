// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalRequestPart: Struct = {f:[["approvalId","str",1],["toolCallId","str",1],["signature","str",0],["inputSchemaInput",0,0]],g:["type","tool-approval-request"],c:1};
/** @internal */
export const C_AISDKToolApprovalRequestPart: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalRequestPart: A request, in an assistant message, to approve a tool call before it runs. */
export const AISDKToolApprovalRequestPart: Validator<T.AISDKToolApprovalRequestPart> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestPart>("AISDKToolApprovalRequestPart", {s:()=>S_AISDKToolApprovalRequestPart}, () => C_AISDKToolApprovalRequestPart);
