// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKExecutionDeniedOutput: Struct = {f:[["reason","str",0],["providerOptions",{d:0},0]],g:["type","execution-denied"],c:1};
/** @internal */
export const C_AISDKExecutionDeniedOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKExecutionDeniedOutput: The tool was not run because its execution was denied. */
export const AISDKExecutionDeniedOutput: Validator<T.AISDKExecutionDeniedOutput> = /* @__PURE__ */ validator<T.AISDKExecutionDeniedOutput>("AISDKExecutionDeniedOutput", {s:()=>S_AISDKExecutionDeniedOutput}, () => C_AISDKExecutionDeniedOutput);
