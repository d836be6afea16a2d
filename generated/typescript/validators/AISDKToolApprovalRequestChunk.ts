// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolApprovalRequestChunk: Json = {"type":"object","properties":{"type":{"const":"tool-approval-request"},"approvalId":{"type":"string"},"toolCallId":{"type":"string"},"approvalDescriptor":{},"inputSchemaInput":{},"signature":{"type":"string"}},"required":["type","approvalId","toolCallId"]};
/** @internal */
export const C_AISDKToolApprovalRequestChunk: Check = {k:'json',j:()=>J_AISDKToolApprovalRequestChunk,f:runJson};
/** The validator of AISDKToolApprovalRequestChunk. */
export const AISDKToolApprovalRequestChunk: Validator<T.AISDKToolApprovalRequestChunk> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestChunk>("AISDKToolApprovalRequestChunk", null, () => C_AISDKToolApprovalRequestChunk);
