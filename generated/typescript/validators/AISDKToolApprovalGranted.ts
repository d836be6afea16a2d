// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalGranted: Struct = {f:[["id","str",1],["approved","bool",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0],["reason","str",0]],c:1};
/** @internal */
export const C_AISDKToolApprovalGranted: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalGranted: An approved request to approve a tool call. */
export const AISDKToolApprovalGranted: Validator<T.AISDKToolApprovalGranted> = /* @__PURE__ */ validator<T.AISDKToolApprovalGranted>("AISDKToolApprovalGranted", {s:()=>S_AISDKToolApprovalGranted}, () => C_AISDKToolApprovalGranted);
