// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentItem } from "./LangChainJSContentItem.js";

/** @internal */
export const C_LangChainJSMessageContent: Check = {k:'alias',s:1,a:()=>C_LangChainJSContentItem,e:"str | array"};
/** The validator of LangChainJSMessageContent: The content of a langchainjs message: a string, or a list of strings and content parts. */
export const LangChainJSMessageContent: Validator<T.LangChainJSMessageContent> = /* @__PURE__ */ validator<T.LangChainJSMessageContent>("LangChainJSMessageContent", null, () => C_LangChainJSMessageContent);
