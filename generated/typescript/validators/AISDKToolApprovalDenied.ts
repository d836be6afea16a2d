// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalDenied: Struct = {f:[["id","str",1],["approved","bool",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0],["reason","str",0]],c:1};
/** @internal */
export const C_AISDKToolApprovalDenied: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalDenied: A denied request to approve a tool call. */
export const AISDKToolApprovalDenied: Validator<T.AISDKToolApprovalDenied> = /* @__PURE__ */ validator<T.AISDKToolApprovalDenied>("AISDKToolApprovalDenied", {s:()=>S_AISDKToolApprovalDenied}, () => C_AISDKToolApprovalDenied);
