// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d652383efb591c91ef5cb50d530b28bd7b20e2d2a6a15c283d7929448972fe0a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentItem } from "./ContentItem.js";

/** @internal */
export const C_MessageContent: Check = {k:'alias',s:1,a:()=>C_ContentItem,e:"str | array"};
/** The validator of MessageContent: The content of a message: a string, or a list of strings and content parts. */
export const MessageContent: Validator<T.MessageContent> = /* @__PURE__ */ validator<T.MessageContent>("MessageContent", null, () => C_MessageContent);
