// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKFilePart, S_AISDKFilePart } from "./AISDKFilePart.js";
import { C_AISDKImagePart, S_AISDKImagePart } from "./AISDKImagePart.js";
import { C_AISDKTextPart, S_AISDKTextPart } from "./AISDKTextPart.js";

/** @internal */
export const C_AISDKUserContentPart: Check = {k:'tag',m:()=>({"text":C_AISDKTextPart,"image":C_AISDKImagePart,"file":C_AISDKFilePart})};
/** The validator of AISDKUserContentPart: One part of a user message's content, told apart by its type tag. */
export const AISDKUserContentPart: Validator<T.AISDKUserContentPart> = /* @__PURE__ */ validator<T.AISDKUserContentPart>("AISDKUserContentPart", {u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"image":S_AISDKImagePart,"text":S_AISDKTextPart})}, () => C_AISDKUserContentPart);
