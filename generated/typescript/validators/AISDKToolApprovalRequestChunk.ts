// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d9d663daf69b7a25784e90bc259b10e81ac09a7c0f64357fdb973a0d5b29acc8

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolApprovalRequestChunk: Json = {"type":"object","properties":{"type":{"const":"tool-approval-request"},"approvalId":{"type":"string"},"toolCallId":{"type":"string"},"approvalDescriptor":{},"inputSchemaInput":{},"signature":{"type":"string"}},"required":["type","approvalId","toolCallId"]};
/** @internal */
export const C_AISDKToolApprovalRequestChunk: Check = {k:'json',j:()=>J_AISDKToolApprovalRequestChunk,f:runJson};
/** The validator of AISDKToolApprovalRequestChunk. */
export const AISDKToolApprovalRequestChunk: Validator<T.AISDKToolApprovalRequestChunk> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestChunk>("AISDKToolApprovalRequestChunk", null, () => C_AISDKToolApprovalRequestChunk);
