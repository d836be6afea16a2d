// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentPart } from "./LangChainJSContentPart.js";

/** @internal */
export const C_LangChainJSContentItem: Check = {k:'alias',s:1,r:()=>C_LangChainJSContentPart,e:"str"};
/** The validator of LangChainJSContentItem: One item of a langchainjs message's content list: a plain string or a content part. */
export const LangChainJSContentItem: Validator<T.LangChainJSContentItem> = /* @__PURE__ */ validator<T.LangChainJSContentItem>("LangChainJSContentItem", null, () => C_LangChainJSContentItem);
