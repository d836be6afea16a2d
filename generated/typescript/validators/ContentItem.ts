// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d984c48e8c0a0d5c457c71f496e17eb3fee220199fd3cb9abaaa823978d90b3f

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentPart } from "./ContentPart.js";

/** @internal */
export const C_ContentItem: Check = {k:'alias',s:1,r:()=>C_ContentPart,e:"str"};
/** The validator of ContentItem: One item of a message's content list: a plain string or a content part. */
export const ContentItem: Validator<T.ContentItem> = /* @__PURE__ */ validator<T.ContentItem>("ContentItem", null, () => C_ContentItem);
