// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentItem } from "./ContentItem.js";

/** @internal */
export const C_MessageContent: Check = {k:'alias',s:1,a:()=>C_ContentItem,e:"str | array"};
/** The validator of MessageContent: The content of a message: a string, or a list of strings and content parts. */
export const MessageContent: Validator<T.MessageContent> = /* @__PURE__ */ validator<T.MessageContent>("MessageContent", null, () => C_MessageContent);
