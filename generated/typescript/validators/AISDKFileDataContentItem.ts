// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";

/** @internal */
export const S_AISDKFileDataContentItem: Struct = {f:[["data","str",1],["mediaType","str",1],["filename","str",0],["providerOptions",{d:0},0]],g:["type","file-data"],c:1};
/** @internal */
export const C_AISDKFileDataContentItem: Check = {k:'fields',n:[["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKFileDataContentItem: A file in a tool result, as base64 data. */
export const AISDKFileDataContentItem: Validator<T.AISDKFileDataContentItem> = /* @__PURE__ */ validator<T.AISDKFileDataContentItem>("AISDKFileDataContentItem", {s:()=>S_AISDKFileDataContentItem}, () => C_AISDKFileDataContentItem);
