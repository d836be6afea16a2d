// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKFileURLContentItem: Struct = {f:[["url","str",1],["mediaType","str",0],["providerOptions",{d:0},0]],g:["type","file-url"],c:1};
/** @internal */
export const C_AISDKFileURLContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKFileURLContentItem: A file in a tool result, by URL. */
export const AISDKFileURLContentItem: Validator<T.AISDKFileURLContentItem> = /* @__PURE__ */ validator<T.AISDKFileURLContentItem>("AISDKFileURLContentItem", {s:()=>S_AISDKFileURLContentItem}, () => C_AISDKFileURLContentItem);
