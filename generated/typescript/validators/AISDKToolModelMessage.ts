// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

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
