// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKErrorTextOutput: Struct = {f:[["value","str",1],["providerOptions",{d:0},0]],g:["type","error-text"],c:1};
/** @internal */
export const C_AISDKErrorTextOutput: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKErrorTextOutput: A tool that failed, its error given as text. */
export const AISDKErrorTextOutput: Validator<T.AISDKErrorTextOutput> = /* @__PURE__ */ validator<T.AISDKErrorTextOutput>("AISDKErrorTextOutput", {s:()=>S_AISDKErrorTextOutput}, () => C_AISDKErrorTextOutput);
