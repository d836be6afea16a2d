// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

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
