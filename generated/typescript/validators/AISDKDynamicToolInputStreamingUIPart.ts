// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderMetadata } from "./AISDKProviderMetadata.js";

/** @internal */
export const S_AISDKDynamicToolInputStreamingUIPart: Struct = {f:[["type",{e:["dynamic-tool"],x:"str"},1],["toolName","str",1],["toolCallId","str",1],["dynamic","bool",0],["toolMetadata",{d:0},0],["title","str",0],["providerExecuted","bool",0],["callProviderMetadata",{d:0},0],["input",0,0],["rawInput","str",0],["inputEncoding",{e:["json","text"],x:"str"},0]],g:["state","input-streaming"],c:1};
/** @internal */
export const C_AISDKDynamicToolInputStreamingUIPart: Check = {k:'fields',n:[["callProviderMetadata",0,()=>C_AISDKProviderMetadata]]};
/** The validator of AISDKDynamicToolInputStreamingUIPart: A call of a tool the application did not declare statically (dynamic-tool): the call's input is still streaming. */
export const AISDKDynamicToolInputStreamingUIPart: Validator<T.AISDKDynamicToolInputStreamingUIPart> = /* @__PURE__ */ validator<T.AISDKDynamicToolInputStreamingUIPart>("AISDKDynamicToolInputStreamingUIPart", {s:()=>S_AISDKDynamicToolInputStreamingUIPart}, () => C_AISDKDynamicToolInputStreamingUIPart);
