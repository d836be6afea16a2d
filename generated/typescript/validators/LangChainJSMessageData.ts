// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentItem } from "./LangChainJSContentItem.js";
import { C_LangChainJSMessageContent } from "./LangChainJSMessageContent.js";

/** @internal */
export const S_LangChainJSMessageData: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},0],["content_blocks",{l:{u:["str",{d:0}],x:"str | object"}},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["example","bool",0]]};
/** @internal */
export const X_LangChainJSMessageData: Extras = {r:[],n:[["content",0,()=>C_LangChainJSMessageContent],["content_blocks",1,()=>C_LangChainJSContentItem]]};
/** @internal */
export const C_LangChainJSMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSMessageData},x:X_LangChainJSMessageData};
/** The validator of LangChainJSMessageData: The fields of a langchainjs human or system message (what its toDict writes under data). */
export const LangChainJSMessageData: Validator<T.LangChainJSMessageData> = /* @__PURE__ */ validator<T.LangChainJSMessageData>("LangChainJSMessageData", null, () => C_LangChainJSMessageData);
