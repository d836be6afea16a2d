// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentItem } from "./ContentItem.js";

/** @internal */
export const C_MessageContent: Check = {k:'alias',s:1,a:()=>C_ContentItem,e:"str | array"};
/** The validator of MessageContent: The content of a message: a string, or a list of strings and content parts. */
export const MessageContent: Validator<T.MessageContent> = /* @__PURE__ */ validator<T.MessageContent>("MessageContent", null, () => C_MessageContent);
