// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKImagePart: Struct = {f:[["image","str",1],["mediaType","str",0],["providerOptions",{d:0},0]],g:["type","image"],c:1};
/** @internal */
export const C_AISDKImagePart: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKImagePart: An image in a user message: a URL, a data URL or base64 data. */
export const AISDKImagePart: Validator<T.AISDKImagePart> = /* @__PURE__ */ validator<T.AISDKImagePart>("AISDKImagePart", {s:()=>S_AISDKImagePart}, () => C_AISDKImagePart);
