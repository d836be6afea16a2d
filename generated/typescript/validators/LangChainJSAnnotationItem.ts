// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSCitation } from "./LangChainJSCitation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_LangChainJSAnnotationItem: Check = {k:'disp',m:()=>({"citation":C_LangChainJSCitation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of LangChainJSAnnotationItem: One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged. */
export const LangChainJSAnnotationItem: Validator<T.LangChainJSAnnotationItem> = /* @__PURE__ */ validator<T.LangChainJSAnnotationItem>("LangChainJSAnnotationItem", null, () => C_LangChainJSAnnotationItem);
