// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";
import { C_AISDKToolApprovalDenied, S_AISDKToolApprovalDenied } from "./AISDKToolApprovalDenied.js";

/** @internal */
export const S_AISDKDynamicToolOutputDeniedUIPart: Struct = {f:[["type",{e:["dynamic-tool"],x:"str"},1],["toolName","str",1],["toolCallId","str",1],["input",0,1],["approval",{s:()=>S_AISDKToolApprovalDenied},1],["dynamic","bool",0],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0]],g:["state","output-denied"],c:1};
/** @internal */
export const C_AISDKDynamicToolOutputDeniedUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata],["approval",0,()=>C_AISDKToolApprovalDenied]]};
/** The validator of AISDKDynamicToolOutputDeniedUIPart: A call of a tool the application did not declare statically (dynamic-tool): the user denied the call. */
export const AISDKDynamicToolOutputDeniedUIPart: Validator<T.AISDKDynamicToolOutputDeniedUIPart> = /* @__PURE__ */ validator<T.AISDKDynamicToolOutputDeniedUIPart>("AISDKDynamicToolOutputDeniedUIPart", {s:()=>S_AISDKDynamicToolOutputDeniedUIPart}, () => C_AISDKDynamicToolOutputDeniedUIPart);
