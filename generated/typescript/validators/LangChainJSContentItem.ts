// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0e9f5d79cdea5f6595cccde79b4e778019ed2e4e64b81ac62b60becedae6d376

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentPart } from "./LangChainJSContentPart.js";

/** @internal */
export const C_LangChainJSContentItem: Check = {k:'alias',s:1,r:()=>C_LangChainJSContentPart,e:"str"};
/** The validator of LangChainJSContentItem: One item of a langchainjs message's content list: a plain string or a content part. */
export const LangChainJSContentItem: Validator<T.LangChainJSContentItem> = /* @__PURE__ */ validator<T.LangChainJSContentItem>("LangChainJSContentItem", null, () => C_LangChainJSContentItem);
