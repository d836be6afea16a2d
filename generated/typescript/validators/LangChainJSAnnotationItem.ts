// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSCitation } from "./LangChainJSCitation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_LangChainJSAnnotationItem: Check = {k:'disp',m:()=>({"citation":C_LangChainJSCitation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of LangChainJSAnnotationItem: One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged. */
export const LangChainJSAnnotationItem: Validator<T.LangChainJSAnnotationItem> = /* @__PURE__ */ validator<T.LangChainJSAnnotationItem>("LangChainJSAnnotationItem", null, () => C_LangChainJSAnnotationItem);
