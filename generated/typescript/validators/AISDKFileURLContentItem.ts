// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKFileURLContentItem: Struct = {f:[["url","str",1],["mediaType","str",0],["providerOptions",{d:0},0]],g:["type","file-url"],c:1};
/** @internal */
export const C_AISDKFileURLContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKFileURLContentItem: A file in a tool result, by URL. */
export const AISDKFileURLContentItem: Validator<T.AISDKFileURLContentItem> = /* @__PURE__ */ validator<T.AISDKFileURLContentItem>("AISDKFileURLContentItem", {s:()=>S_AISDKFileURLContentItem}, () => C_AISDKFileURLContentItem);
