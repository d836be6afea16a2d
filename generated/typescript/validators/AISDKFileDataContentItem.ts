// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKFileDataContentItem: Struct = {f:[["data","str",1],["mediaType","str",1],["filename","str",0],["providerOptions",{d:0},0]],g:["type","file-data"],c:1};
/** @internal */
export const C_AISDKFileDataContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKFileDataContentItem: A file in a tool result, as base64 data. */
export const AISDKFileDataContentItem: Validator<T.AISDKFileDataContentItem> = /* @__PURE__ */ validator<T.AISDKFileDataContentItem>("AISDKFileDataContentItem", {s:()=>S_AISDKFileDataContentItem}, () => C_AISDKFileDataContentItem);
