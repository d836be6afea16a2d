// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { C_AISDKToolApprovalGranted, S_AISDKToolApprovalGranted } from "./AISDKToolApprovalGranted.js";

/** @internal */
export const S_AISDKToolOutputAvailableUIPart: Struct = {f:[["type","str",1],["toolCallId","str",1],["input",0,1],["output",0,1],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0],["resultProviderMetadata",{d:0},0],["preliminary","bool",0],["approval",{s:()=>S_AISDKToolApprovalGranted},0]],g:["state","output-available"],c:1};
/** @internal */
export const C_AISDKToolOutputAvailableUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata],["resultProviderMetadata",0,()=>C_AISDKProviderMetadata],["approval",0,()=>C_AISDKToolApprovalGranted]],q:[["type","tool-","Expected `str` matching regex '^tool-'"]]};
/** The validator of AISDKToolOutputAvailableUIPart: A call of a tool the application declared (tool- and the name of the tool): the tool answered. */
export const AISDKToolOutputAvailableUIPart: Validator<T.AISDKToolOutputAvailableUIPart> = /* @__PURE__ */ validator<T.AISDKToolOutputAvailableUIPart>("AISDKToolOutputAvailableUIPart", {s:()=>S_AISDKToolOutputAvailableUIPart}, () => C_AISDKToolOutputAvailableUIPart);
