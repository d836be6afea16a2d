// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolApprovalRequestChunk: Json = {"type":"object","properties":{"type":{"const":"tool-approval-request"},"approvalId":{"type":"string"},"toolCallId":{"type":"string"},"approvalDescriptor":{},"inputSchemaInput":{},"signature":{"type":"string"}},"required":["type","approvalId","toolCallId"]};
/** @internal */
export const C_AISDKToolApprovalRequestChunk: Check = {k:'json',j:()=>J_AISDKToolApprovalRequestChunk,f:runJson};
/** The validator of AISDKToolApprovalRequestChunk. */
export const AISDKToolApprovalRequestChunk: Validator<T.AISDKToolApprovalRequestChunk> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestChunk>("AISDKToolApprovalRequestChunk", null, () => C_AISDKToolApprovalRequestChunk);
