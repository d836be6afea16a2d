// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentPart } from "./LangChainJSContentPart.js";

/** @internal */
export const C_LangChainJSContentItem: Check = {k:'alias',s:1,r:()=>C_LangChainJSContentPart,e:"str"};
/** The validator of LangChainJSContentItem: One item of a langchainjs message's content list: a plain string or a content part. */
export const LangChainJSContentItem: Validator<T.LangChainJSContentItem> = /* @__PURE__ */ validator<T.LangChainJSContentItem>("LangChainJSContentItem", null, () => C_LangChainJSContentItem);
