// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKExecutionDeniedOutput: Struct = {f:[["reason","str",0],["providerOptions",{d:0},0]],g:["type","execution-denied"],c:1};
/** @internal */
export const C_AISDKExecutionDeniedOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKExecutionDeniedOutput: The tool was not run because its execution was denied. */
export const AISDKExecutionDeniedOutput: Validator<T.AISDKExecutionDeniedOutput> = /* @__PURE__ */ validator<T.AISDKExecutionDeniedOutput>("AISDKExecutionDeniedOutput", {s:()=>S_AISDKExecutionDeniedOutput}, () => C_AISDKExecutionDeniedOutput);
