// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKToolCallPart: Struct = {f:[["toolCallId","str",1],["toolName","str",1],["input",0,1],["providerOptions",{d:0},0],["providerExecuted","bool",0]],g:["type","tool-call"],c:1};
/** @internal */
export const C_AISDKToolCallPart: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKToolCallPart: A call of a tool the model made. */
export const AISDKToolCallPart: Validator<T.AISDKToolCallPart> = /* @__PURE__ */ validator<T.AISDKToolCallPart>("AISDKToolCallPart", {s:()=>S_AISDKToolCallPart}, () => C_AISDKToolCallPart);
