// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentPart } from "./LangChainJSContentPart.js";

/** @internal */
export const C_LangChainJSContentItem: Check = {k:'alias',s:1,r:()=>C_LangChainJSContentPart,e:"str"};
/** The validator of LangChainJSContentItem: One item of a langchainjs message's content list: a plain string or a content part. */
export const LangChainJSContentItem: Validator<T.LangChainJSContentItem> = /* @__PURE__ */ validator<T.LangChainJSContentItem>("LangChainJSContentItem", null, () => C_LangChainJSContentItem);
