// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { C_AISDKToolApprovalResponded, S_AISDKToolApprovalResponded } from "./AISDKToolApprovalResponded.js";

/** @internal */
export const S_AISDKToolApprovalRespondedUIPart: Struct = {f:[["type","str",1],["toolCallId","str",1],["input",0,1],["approval",{s:()=>S_AISDKToolApprovalResponded},1],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0]],g:["state","approval-responded"],c:1};
/** @internal */
export const C_AISDKToolApprovalRespondedUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata],["approval",0,()=>C_AISDKToolApprovalResponded]],q:[["type","tool-","Expected `str` matching regex '^tool-'"]]};
/** The validator of AISDKToolApprovalRespondedUIPart: A call of a tool the application declared (tool- and the name of the tool): the user answered the request to approve the call. */
export const AISDKToolApprovalRespondedUIPart: Validator<T.AISDKToolApprovalRespondedUIPart> = /* @__PURE__ */ validator<T.AISDKToolApprovalRespondedUIPart>("AISDKToolApprovalRespondedUIPart", {s:()=>S_AISDKToolApprovalRespondedUIPart}, () => C_AISDKToolApprovalRespondedUIPart);
