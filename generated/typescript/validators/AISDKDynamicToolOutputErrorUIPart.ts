// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { C_AISDKToolApprovalGranted, S_AISDKToolApprovalGranted } from "./AISDKToolApprovalGranted.js";

/** @internal */
export const S_AISDKDynamicToolOutputErrorUIPart: Struct = {f:[["type",{e:["dynamic-tool"],x:"str"},1],["toolName","str",1],["toolCallId","str",1],["errorText","str",1],["dynamic","bool",0],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0],["input",0,0],["rawInput",0,0],["resultProviderMetadata",{d:0},0],["approval",{s:()=>S_AISDKToolApprovalGranted},0]],g:["state","output-error"],c:1};
/** @internal */
export const C_AISDKDynamicToolOutputErrorUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata],["resultProviderMetadata",0,()=>C_AISDKProviderMetadata],["approval",0,()=>C_AISDKToolApprovalGranted]]};
/** The validator of AISDKDynamicToolOutputErrorUIPart: A call of a tool the application did not declare statically (dynamic-tool): the tool failed. */
export const AISDKDynamicToolOutputErrorUIPart: Validator<T.AISDKDynamicToolOutputErrorUIPart> = /* @__PURE__ */ validator<T.AISDKDynamicToolOutputErrorUIPart>("AISDKDynamicToolOutputErrorUIPart", {s:()=>S_AISDKDynamicToolOutputErrorUIPart}, () => C_AISDKDynamicToolOutputErrorUIPart);
