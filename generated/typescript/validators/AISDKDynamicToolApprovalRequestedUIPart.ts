// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { C_AISDKToolApprovalRequested, S_AISDKToolApprovalRequested } from "./AISDKToolApprovalRequested.js";

/** @internal */
export const S_AISDKDynamicToolApprovalRequestedUIPart: Struct = {f:[["type",{e:["dynamic-tool"],x:"str"},1],["toolName","str",1],["toolCallId","str",1],["input",0,1],["approval",{s:()=>S_AISDKToolApprovalRequested},1],["dynamic","bool",0],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0]],g:["state","approval-requested"],c:1};
/** @internal */
export const C_AISDKDynamicToolApprovalRequestedUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata],["approval",0,()=>C_AISDKToolApprovalRequested]]};
/** The validator of AISDKDynamicToolApprovalRequestedUIPart: A call of a tool the application did not declare statically (dynamic-tool): the call waits for the user's approval. */
export const AISDKDynamicToolApprovalRequestedUIPart: Validator<T.AISDKDynamicToolApprovalRequestedUIPart> = /* @__PURE__ */ validator<T.AISDKDynamicToolApprovalRequestedUIPart>("AISDKDynamicToolApprovalRequestedUIPart", {s:()=>S_AISDKDynamicToolApprovalRequestedUIPart}, () => C_AISDKDynamicToolApprovalRequestedUIPart);
