// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalRequested: Struct = {f:[["id","str",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0]],c:1};
/** @internal */
export const C_AISDKToolApprovalRequested: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalRequested: A request to approve a tool call, not answered yet. */
export const AISDKToolApprovalRequested: Validator<T.AISDKToolApprovalRequested> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequested>("AISDKToolApprovalRequested", {s:()=>S_AISDKToolApprovalRequested}, () => C_AISDKToolApprovalRequested);
