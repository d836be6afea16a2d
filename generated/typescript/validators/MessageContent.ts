// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_ContentItem } from "./ContentItem.js";

/** @internal */
export const C_MessageContent: Check = {k:'alias',s:1,a:()=>C_ContentItem,e:"str | array"};
/** The validator of MessageContent: The content of a message: a string, or a list of strings and content parts. */
export const MessageContent: Validator<T.MessageContent> = /* @__PURE__ */ validator<T.MessageContent>("MessageContent", null, () => C_MessageContent);
