// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalResponsePart: Struct = {f:[["approvalId","str",1],["approved","bool",1],["reason","str",0]],g:["type","tool-approval-response"],c:1};
/** @internal */
export const C_AISDKToolApprovalResponsePart: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalResponsePart: The answer, in a tool message, to a request to approve a tool call. */
export const AISDKToolApprovalResponsePart: Validator<T.AISDKToolApprovalResponsePart> = /* @__PURE__ */ validator<T.AISDKToolApprovalResponsePart>("AISDKToolApprovalResponsePart", {s:()=>S_AISDKToolApprovalResponsePart}, () => C_AISDKToolApprovalResponsePart);
