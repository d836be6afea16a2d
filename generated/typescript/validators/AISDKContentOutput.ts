// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_AISDKCustomContentItem } from "./AISDKCustomContentItem.js";
import { S_AISDKFileDataContentItem } from "./AISDKFileDataContentItem.js";
import { S_AISDKFileIdContentItem } from "./AISDKFileIdContentItem.js";
import { S_AISDKFileURLContentItem } from "./AISDKFileURLContentItem.js";
import { S_AISDKImageDataContentItem } from "./AISDKImageDataContentItem.js";
import { S_AISDKImageFileIdContentItem } from "./AISDKImageFileIdContentItem.js";
import { S_AISDKImageURLContentItem } from "./AISDKImageURLContentItem.js";
import { S_AISDKMediaContentItem } from "./AISDKMediaContentItem.js";
import { C_AISDKProviderOptions } from "./AISDKProviderOptions.js";
import { S_AISDKTextContentItem } from "./AISDKTextContentItem.js";
import { C_AISDKToolResultContentItem } from "./AISDKToolResultContentItem.js";

/** @internal */
export const S_AISDKContentOutput: Struct = {f:[["value",{l:{u:[],x:"object",g:"type",m:()=>({"custom":S_AISDKCustomContentItem,"file-data":S_AISDKFileDataContentItem,"file-id":S_AISDKFileIdContentItem,"file-url":S_AISDKFileURLContentItem,"image-data":S_AISDKImageDataContentItem,"image-file-id":S_AISDKImageFileIdContentItem,"image-url":S_AISDKImageURLContentItem,"media":S_AISDKMediaContentItem,"text":S_AISDKTextContentItem})}},1],["providerOptions",{d:0},0]],g:["type","content"],c:1};
/** @internal */
export const C_AISDKContentOutput: Check = {k:'fields',n:[["value",1,()=>C_AISDKToolResultContentItem],["providerOptions",0,()=>C_AISDKProviderOptions]]};
/** The validator of AISDKContentOutput: A tool result given as a list of content items (text, media and files). */
export const AISDKContentOutput: Validator<T.AISDKContentOutput> = /* @__PURE__ */ validator<T.AISDKContentOutput>("AISDKContentOutput", {s:()=>S_AISDKContentOutput}, () => C_AISDKContentOutput);
