// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalRequestPart: Struct = {f:[["approvalId","str",1],["toolCallId","str",1],["signature","str",0],["inputSchemaInput",0,0]],g:["type","tool-approval-request"],c:1};
/** @internal */
export const C_AISDKToolApprovalRequestPart: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalRequestPart: A request, in an assistant message, to approve a tool call before it runs. */
export const AISDKToolApprovalRequestPart: Validator<T.AISDKToolApprovalRequestPart> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestPart>("AISDKToolApprovalRequestPart", {s:()=>S_AISDKToolApprovalRequestPart}, () => C_AISDKToolApprovalRequestPart);
