// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalDenied: Struct = {f:[["id","str",1],["approved","bool",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0],["reason","str",0]],c:1};
/** @internal */
export const C_AISDKToolApprovalDenied: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalDenied: A denied request to approve a tool call. */
export const AISDKToolApprovalDenied: Validator<T.AISDKToolApprovalDenied> = /* @__PURE__ */ validator<T.AISDKToolApprovalDenied>("AISDKToolApprovalDenied", {s:()=>S_AISDKToolApprovalDenied}, () => C_AISDKToolApprovalDenied);
