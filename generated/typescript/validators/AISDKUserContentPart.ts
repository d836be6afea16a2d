// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKFilePart, S_AISDKFilePart } from "./AISDKFilePart.js";
import { C_AISDKImagePart, S_AISDKImagePart } from "./AISDKImagePart.js";
import { C_AISDKTextPart, S_AISDKTextPart } from "./AISDKTextPart.js";

/** @internal */
export const C_AISDKUserContentPart: Check = {k:'tag',m:()=>({"text":C_AISDKTextPart,"image":C_AISDKImagePart,"file":C_AISDKFilePart})};
/** The validator of AISDKUserContentPart: One part of a user message's content, told apart by its type tag. */
export const AISDKUserContentPart: Validator<T.AISDKUserContentPart> = /* @__PURE__ */ validator<T.AISDKUserContentPart>("AISDKUserContentPart", {u:[],x:"object",g:"type",m:()=>({"file":S_AISDKFilePart,"image":S_AISDKImagePart,"text":S_AISDKTextPart})}, () => C_AISDKUserContentPart);
