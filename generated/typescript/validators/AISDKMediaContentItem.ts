// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKMediaContentItem: Struct = {f:[["data","str",1],["mediaType","str",1]],g:["type","media"],c:1};
/** @internal */
export const C_AISDKMediaContentItem: Check = {k:'fields',n:[]};
/** The validator of AISDKMediaContentItem: Media in a tool result, as base64 data (the older form of image-data and file-data). */
export const AISDKMediaContentItem: Validator<T.AISDKMediaContentItem> = /* @__PURE__ */ validator<T.AISDKMediaContentItem>("AISDKMediaContentItem", {s:()=>S_AISDKMediaContentItem}, () => C_AISDKMediaContentItem);
