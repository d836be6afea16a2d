// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 450f47740f2dd728e2bf1d37338f5f574c86279abe080636d4e911decf4a9d04

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSCitation } from "./LangChainJSCitation.js";
import { C_NonStandardAnnotation } from "./NonStandardAnnotation.js";

/** @internal */
export const C_LangChainJSAnnotationItem: Check = {k:'disp',m:()=>({"citation":C_LangChainJSCitation,"non_standard_annotation":C_NonStandardAnnotation})};
/** The validator of LangChainJSAnnotationItem: One annotation on a langchainjs text block: a citation in langchainjs's or LangChain Python's spelling, a non-standard annotation, or a provider's own annotation, kept unchanged. */
export const LangChainJSAnnotationItem: Validator<T.LangChainJSAnnotationItem> = /* @__PURE__ */ validator<T.LangChainJSAnnotationItem>("LangChainJSAnnotationItem", null, () => C_LangChainJSAnnotationItem);
