// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKFilePart, S_AISDKFilePart } from "./AISDKFilePart.js";
import { C_AISDKImagePart, S_AISDKImagePart } from "./AISDKImagePart.js";
import { C_AISDKTextPart, S_AISDKTextPart } from "./AISDKTextPart.js";

/** @internal */
export const C_AISDKUserContentPart: Check = {k:'tag',m:()=>({"text":C_AISDKTextPart,"image":C_AISDKImagePart,"file":C_AISDKFilePart})};
/** The validator of AISDKUserContentPart: One part of a user message's content, told apart by its type tag. */
export const AISDKUserContentPart: Validator<T.AISDKUserContentPart> = /* @__PURE__ */ validator<T.AISDKUserContentPart>("AISDKUserContentPart", {u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"image":S_AISDKImagePart,"text":S_AISDKTextPart})}, () => C_AISDKUserContentPart);
