// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalRequested: Struct = {f:[["id","str",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0]],c:1};
/** @internal */
export const C_AISDKToolApprovalRequested: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalRequested: A request to approve a tool call, not answered yet. */
export const AISDKToolApprovalRequested: Validator<T.AISDKToolApprovalRequested> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequested>("AISDKToolApprovalRequested", {s:()=>S_AISDKToolApprovalRequested}, () => C_AISDKToolApprovalRequested);
