// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentItem } from "./ContentItem.js";

/** @internal */
export const C_MessageContent: Check = {k:'alias',s:1,a:()=>C_ContentItem,e:"str | array"};
/** The validator of MessageContent: The content of a message: a string, or a list of strings and content parts. */
export const MessageContent: Validator<T.MessageContent> = /* @__PURE__ */ validator<T.MessageContent>("MessageContent", null, () => C_MessageContent);
