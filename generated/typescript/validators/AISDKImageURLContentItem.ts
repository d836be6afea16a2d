// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 477074b12abbc5e935ad8a3cfc4fa0874a9b1f516505a5536a56f22cbcdc4fc4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKImageURLContentItem: Struct = {f:[["url","str",1],["providerOptions",{d:0},0]],g:["type","image-url"],c:1};
/** @internal */
export const C_AISDKImageURLContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKImageURLContentItem: An image in a tool result, by URL. */
export const AISDKImageURLContentItem: Validator<T.AISDKImageURLContentItem> = /* @__PURE__ */ validator<T.AISDKImageURLContentItem>("AISDKImageURLContentItem", {s:()=>S_AISDKImageURLContentItem}, () => C_AISDKImageURLContentItem);
