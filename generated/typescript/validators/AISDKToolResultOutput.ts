// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKContentOutput, S_AISDKContentOutput } from "./AISDKContentOutput.js";
import { C_AISDKErrorJSONOutput, S_AISDKErrorJSONOutput } from "./AISDKErrorJSONOutput.js";
import { C_AISDKErrorTextOutput, S_AISDKErrorTextOutput } from "./AISDKErrorTextOutput.js";
import { C_AISDKExecutionDeniedOutput, S_AISDKExecutionDeniedOutput } from "./AISDKExecutionDeniedOutput.js";
import { C_AISDKJSONOutput, S_AISDKJSONOutput } from "./AISDKJSONOutput.js";
import { C_AISDKTextOutput, S_AISDKTextOutput } from "./AISDKTextOutput.js";

/** @internal */
export const C_AISDKToolResultOutput: Check = {k:'tag',m:()=>({"text":C_AISDKTextOutput,"json":C_AISDKJSONOutput,"execution-denied":C_AISDKExecutionDeniedOutput,"error-text":C_AISDKErrorTextOutput,"error-json":C_AISDKErrorJSONOutput,"content":C_AISDKContentOutput})};
/** The validator of AISDKToolResultOutput: The output of a tool result, told apart by its type tag. */
export const AISDKToolResultOutput: Validator<T.AISDKToolResultOutput> = /* @__PURE__ */ validator<T.AISDKToolResultOutput>("AISDKToolResultOutput", {u:[],x:"object",g:"type",m:()=>({"content":S_AISDKContentOutput,"error-json":S_AISDKErrorJSONOutput,"error-text":S_AISDKErrorTextOutput,"execution-denied":S_AISDKExecutionDeniedOutput,"json":S_AISDKJSONOutput,"text":S_AISDKTextOutput})}, () => C_AISDKToolResultOutput);
