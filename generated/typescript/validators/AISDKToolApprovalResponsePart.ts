// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalResponsePart: Struct = {f:[["approvalId","str",1],["approved","bool",1],["reason","str",0]],g:["type","tool-approval-response"],c:1};
/** @internal */
export const C_AISDKToolApprovalResponsePart: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalResponsePart: The answer, in a tool message, to a request to approve a tool call. */
export const AISDKToolApprovalResponsePart: Validator<T.AISDKToolApprovalResponsePart> = /* @__PURE__ */ validator<T.AISDKToolApprovalResponsePart>("AISDKToolApprovalResponsePart", {s:()=>S_AISDKToolApprovalResponsePart}, () => C_AISDKToolApprovalResponsePart);
