// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { S_AISDKToolApprovalResponsePart } from "./AISDKToolApprovalResponsePart.js";
import { C_AISDKToolContentPart } from "./AISDKToolContentPart.js";
import { S_AISDKToolResultPart } from "./AISDKToolResultPart.js";

/** @internal */
export const S_AISDKToolModelMessage: Struct = {f:[["content",{l:{u:[],x:"object",g:"type",m:()=>({"tool-approval-response":S_AISDKToolApprovalResponsePart,"tool-result":S_AISDKToolResultPart})}},1],["providerOptions",{d:0},0]],g:["role","tool"],c:1};
/** @internal */
export const C_AISDKToolModelMessage: Check = {k:'fields',n:[["content",1,()=>C_AISDKToolContentPart],["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKToolModelMessage: Results of tool calls, and answers to approval requests. */
export const AISDKToolModelMessage: Validator<T.AISDKToolModelMessage> = /* @__PURE__ */ validator<T.AISDKToolModelMessage>("AISDKToolModelMessage", {s:()=>S_AISDKToolModelMessage}, () => C_AISDKToolModelMessage);
