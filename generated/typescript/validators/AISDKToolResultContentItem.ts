// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKCustomContentItem, S_AISDKCustomContentItem } from "./AISDKCustomContentItem.js";
import { C_AISDKFileDataContentItem, S_AISDKFileDataContentItem } from "./AISDKFileDataContentItem.js";
import { C_AISDKFileIdContentItem, S_AISDKFileIdContentItem } from "./AISDKFileIdContentItem.js";
import { C_AISDKFileURLContentItem, S_AISDKFileURLContentItem } from "./AISDKFileURLContentItem.js";
import { C_AISDKImageDataContentItem, S_AISDKImageDataContentItem } from "./AISDKImageDataContentItem.js";
import { C_AISDKImageFileIdContentItem, S_AISDKImageFileIdContentItem } from "./AISDKImageFileIdContentItem.js";
import { C_AISDKImageURLContentItem, S_AISDKImageURLContentItem } from "./AISDKImageURLContentItem.js";
import { C_AISDKMediaContentItem, S_AISDKMediaContentItem } from "./AISDKMediaContentItem.js";
import { C_AISDKTextContentItem, S_AISDKTextContentItem } from "./AISDKTextContentItem.js";

/** @internal */
export const C_AISDKToolResultContentItem: Check = {k:'tag',m:()=>({"text":C_AISDKTextContentItem,"media":C_AISDKMediaContentItem,"file-data":C_AISDKFileDataContentItem,"file-url":C_AISDKFileURLContentItem,"file-id":C_AISDKFileIdContentItem,"image-data":C_AISDKImageDataContentItem,"image-url":C_AISDKImageURLContentItem,"image-file-id":C_AISDKImageFileIdContentItem,"custom":C_AISDKCustomContentItem})};
/** The validator of AISDKToolResultContentItem: One item of a content tool result, told apart by its type tag. */
export const AISDKToolResultContentItem: Validator<T.AISDKToolResultContentItem> = /* @__PURE__ */ validator<T.AISDKToolResultContentItem>("AISDKToolResultContentItem", {u:[],x:"object",g:"type",m:()=>({"custom":S_AISDKCustomContentItem,"file-data":S_AISDKFileDataContentItem,"file-id":S_AISDKFileIdContentItem,"file-url":S_AISDKFileURLContentItem,"image-data":S_AISDKImageDataContentItem,"image-file-id":S_AISDKImageFileIdContentItem,"image-url":S_AISDKImageURLContentItem,"media":S_AISDKMediaContentItem,"text":S_AISDKTextContentItem})}, () => C_AISDKToolResultContentItem);
