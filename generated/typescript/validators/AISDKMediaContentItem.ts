// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_AISDKMediaContentItem: Struct = {f:[["data","str",1],["mediaType","str",1]],g:["type","media"],c:1};
/** @internal */
export const C_AISDKMediaContentItem: Check = {k:'fields',n:[]};
/** The validator of AISDKMediaContentItem: Media in a tool result, as base64 data (the older form of image-data and file-data). */
export const AISDKMediaContentItem: Validator<T.AISDKMediaContentItem> = /* @__PURE__ */ validator<T.AISDKMediaContentItem>("AISDKMediaContentItem", {s:()=>S_AISDKMediaContentItem}, () => C_AISDKMediaContentItem);
