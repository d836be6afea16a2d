// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AISDKToolApprovalRequestChunk: Json = {"type":"object","properties":{"type":{"const":"tool-approval-request"},"approvalId":{"type":"string"},"toolCallId":{"type":"string"},"approvalDescriptor":{},"inputSchemaInput":{},"signature":{"type":"string"}},"required":["type","approvalId","toolCallId"]};
/** @internal */
export const C_AISDKToolApprovalRequestChunk: Check = {k:'json',j:()=>J_AISDKToolApprovalRequestChunk,f:runJson};
/** The validator of AISDKToolApprovalRequestChunk. */
export const AISDKToolApprovalRequestChunk: Validator<T.AISDKToolApprovalRequestChunk> = /* @__PURE__ */ validator<T.AISDKToolApprovalRequestChunk>("AISDKToolApprovalRequestChunk", null, () => C_AISDKToolApprovalRequestChunk);
