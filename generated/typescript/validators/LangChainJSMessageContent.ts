// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f71988bdcda5ac0cdeb3bac27d8ed05c7d8f807a33ac4f46d19ed2d457831d88

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentItem } from "./LangChainJSContentItem.js";

/** @internal */
export const C_LangChainJSMessageContent: Check = {k:'alias',s:1,a:()=>C_LangChainJSContentItem,e:"str | array"};
/** The validator of LangChainJSMessageContent: The content of a langchainjs message: a string, or a list of strings and content parts. */
export const LangChainJSMessageContent: Validator<T.LangChainJSMessageContent> = /* @__PURE__ */ validator<T.LangChainJSMessageContent>("LangChainJSMessageContent", null, () => C_LangChainJSMessageContent);
