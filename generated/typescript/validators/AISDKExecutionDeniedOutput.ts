// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKExecutionDeniedOutput: Struct = {f:[["reason","str",0],["providerOptions",{d:0},0]],g:["type","execution-denied"],c:1};
/** @internal */
export const C_AISDKExecutionDeniedOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKExecutionDeniedOutput: The tool was not run because its execution was denied. */
export const AISDKExecutionDeniedOutput: Validator<T.AISDKExecutionDeniedOutput> = /* @__PURE__ */ validator<T.AISDKExecutionDeniedOutput>("AISDKExecutionDeniedOutput", {s:()=>S_AISDKExecutionDeniedOutput}, () => C_AISDKExecutionDeniedOutput);
