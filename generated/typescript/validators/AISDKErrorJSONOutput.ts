// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKErrorJSONOutput: Struct = {f:[["value",0,1],["providerOptions",{d:0},0]],g:["type","error-json"],c:1};
/** @internal */
export const C_AISDKErrorJSONOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKErrorJSONOutput: A tool that failed, its error given as a JSON value. */
export const AISDKErrorJSONOutput: Validator<T.AISDKErrorJSONOutput> = /* @__PURE__ */ validator<T.AISDKErrorJSONOutput>("AISDKErrorJSONOutput", {s:()=>S_AISDKErrorJSONOutput}, () => C_AISDKErrorJSONOutput);
