// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKToolApprovalResponsePart, S_AISDKToolApprovalResponsePart } from "./AISDKToolApprovalResponsePart.js";
import { C_AISDKToolResultPart, S_AISDKToolResultPart } from "./AISDKToolResultPart.js";

/** @internal */
export const C_AISDKToolContentPart: Check = {k:'tag',m:()=>({"tool-result":C_AISDKToolResultPart,"tool-approval-response":C_AISDKToolApprovalResponsePart})};
/** The validator of AISDKToolContentPart: One part of a tool message's content, told apart by its type tag. */
export const AISDKToolContentPart: Validator<T.AISDKToolContentPart> = /* @__PURE__ */ validator<T.AISDKToolContentPart>("AISDKToolContentPart", {u:[],x:"object",g:"type",m:()=>({"tool-approval-response":S_AISDKToolApprovalResponsePart,"tool-result":S_AISDKToolResultPart})}, () => C_AISDKToolContentPart);
