// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AISDKFilePart } from "./AISDKFilePart.js";
import { S_AISDKImagePart } from "./AISDKImagePart.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { S_AISDKTextPart } from "./AISDKTextPart.js";

/** @internal */
export const S_AISDKUserModelMessage: Struct = {f:[["content",{u:["str",{l:{u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"image":S_AISDKImagePart,"text":S_AISDKTextPart})}}],x:"str | array"},1],["providerOptions",{d:0},0]],g:["role","user"],c:1};
/** @internal */
export const C_AISDKUserModelMessage: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKUserModelMessage: A message from the user: text, or a list of text, image and file parts. */
export const AISDKUserModelMessage: Validator<T.AISDKUserModelMessage> = /* @__PURE__ */ validator<T.AISDKUserModelMessage>("AISDKUserModelMessage", {s:()=>S_AISDKUserModelMessage}, () => C_AISDKUserModelMessage);
