// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AISDKContentOutput } from "./AISDKContentOutput.js";
import { S_AISDKErrorJSONOutput } from "./AISDKErrorJSONOutput.js";
import { S_AISDKErrorTextOutput } from "./AISDKErrorTextOutput.js";
import { S_AISDKExecutionDeniedOutput } from "./AISDKExecutionDeniedOutput.js";
import { S_AISDKJSONOutput } from "./AISDKJSONOutput.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { S_AISDKTextOutput } from "./AISDKTextOutput.js";
import { C_AISDKToolResultOutput } from "./AISDKToolResultOutput.js";

/** @internal */
export const S_AISDKToolResultPart: Struct = {f:[["toolCallId","str",1],["toolName","str",1],["output",{u:[],x:"object",g:"type",m:()=>({"content":S_AISDKContentOutput,"error-json":S_AISDKErrorJSONOutput,"error-text":S_AISDKErrorTextOutput,"execution-denied":S_AISDKExecutionDeniedOutput,"json":S_AISDKJSONOutput,"text":S_AISDKTextOutput})},1],["providerOptions",{d:0},0]],g:["type","tool-result"],c:1};
/** @internal */
export const C_AISDKToolResultPart: Check = {k:'fields',n:[["output",0,()=>C_AISDKToolResultOutput],["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKToolResultPart: The result of a tool call. */
export const AISDKToolResultPart: Validator<T.AISDKToolResultPart> = /* @__PURE__ */ validator<T.AISDKToolResultPart>("AISDKToolResultPart", {s:()=>S_AISDKToolResultPart}, () => C_AISDKToolResultPart);
