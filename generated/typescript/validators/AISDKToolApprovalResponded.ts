// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 477074b12abbc5e935ad8a3cfc4fa0874a9b1f516505a5536a56f22cbcdc4fc4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKToolApprovalResponded: Struct = {f:[["id","str",1],["approved","bool",1],["descriptor",0,0],["signature","str",0],["inputSchemaInput",0,0],["reason","str",0]],c:1};
/** @internal */
export const C_AISDKToolApprovalResponded: Check = {k:'fields',n:[]};
/** The validator of AISDKToolApprovalResponded: A request to approve a tool call, and its answer. */
export const AISDKToolApprovalResponded: Validator<T.AISDKToolApprovalResponded> = /* @__PURE__ */ validator<T.AISDKToolApprovalResponded>("AISDKToolApprovalResponded", {s:()=>S_AISDKToolApprovalResponded}, () => C_AISDKToolApprovalResponded);
