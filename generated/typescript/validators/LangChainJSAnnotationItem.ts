// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSCitation } from "./LangChainJSCitation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_LangChainJSAnnotationItem: Check = {k:'disp',m:()=>({"citation":C_LangChainJSCitation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of LangChainJSAnnotationItem: One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged. */
export const LangChainJSAnnotationItem: Validator<T.LangChainJSAnnotationItem> = /* @__PURE__ */ validator<T.LangChainJSAnnotationItem>("LangChainJSAnnotationItem", null, () => C_LangChainJSAnnotationItem);
