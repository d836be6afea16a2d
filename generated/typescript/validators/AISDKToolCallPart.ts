// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKToolCallPart: Struct = {f:[["toolCallId","str",1],["toolName","str",1],["input",0,1],["providerOptions",{d:0},0],["providerExecuted","bool",0]],g:["type","tool-call"],c:1};
/** @internal */
export const C_AISDKToolCallPart: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKToolCallPart: A call of a tool the model made. */
export const AISDKToolCallPart: Validator<T.AISDKToolCallPart> = /* @__PURE__ */ validator<T.AISDKToolCallPart>("AISDKToolCallPart", {s:()=>S_AISDKToolCallPart}, () => C_AISDKToolCallPart);
