// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKMediaContentItem: Struct = {f:[["data","str",1],["mediaType","str",1]],g:["type","media"],c:1};
/** @internal */
export const C_AISDKMediaContentItem: Check = {k:'fields',n:[]};
/** The validator of AISDKMediaContentItem: Media in a tool result, as base64 data (the older form of image-data and file-data). */
export const AISDKMediaContentItem: Validator<T.AISDKMediaContentItem> = /* @__PURE__ */ validator<T.AISDKMediaContentItem>("AISDKMediaContentItem", {s:()=>S_AISDKMediaContentItem}, () => C_AISDKMediaContentItem);
