// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentPart } from "./LangChainJSContentPart.js";

/** @internal */
export const C_LangChainJSContentItem: Check = {k:'alias',s:1,r:()=>C_LangChainJSContentPart,e:"str"};
/** The validator of LangChainJSContentItem: One item of a langchainjs message's content list: a plain string or a content part. */
export const LangChainJSContentItem: Validator<T.LangChainJSContentItem> = /* @__PURE__ */ validator<T.LangChainJSContentItem>("LangChainJSContentItem", null, () => C_LangChainJSContentItem);
