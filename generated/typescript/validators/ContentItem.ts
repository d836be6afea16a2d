// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 450f47740f2dd728e2bf1d37338f5f574c86279abe080636d4e911decf4a9d04

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentPart } from "./ContentPart.js";

/** @internal */
export const C_ContentItem: Check = {k:'alias',s:1,r:()=>C_ContentPart,e:"str"};
/** The validator of ContentItem: One item of a message's content list: a plain string or a content part. */
export const ContentItem: Validator<T.ContentItem> = /* @__PURE__ */ validator<T.ContentItem>("ContentItem", null, () => C_ContentItem);
