// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKSystemModelMessage: Struct = {f:[["content","str",1],["providerOptions",{d:0},0]],g:["role","system"],c:1};
/** @internal */
export const C_AISDKSystemModelMessage: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKSystemModelMessage: Instructions for the model. */
export const AISDKSystemModelMessage: Validator<T.AISDKSystemModelMessage> = /* @__PURE__ */ validator<T.AISDKSystemModelMessage>("AISDKSystemModelMessage", {s:()=>S_AISDKSystemModelMessage}, () => C_AISDKSystemModelMessage);
