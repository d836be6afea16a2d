// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSContentItem } from "./LangChainJSContentItem.js";
import { C_LangChainJSMessageContent } from "./LangChainJSMessageContent.js";

/** @internal */
export const S_LangChainJSToolMessageData: Struct = {f:[["tool_call_id","str",1],["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},0],["content_blocks",{l:{u:["str",{d:0}],x:"str | object"}},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["artifact",0,0],["status",{e:["error","success"],x:"str"},0]]};
/** @internal */
export const X_LangChainJSToolMessageData: Extras = {r:[],n:[["content",0,()=>C_LangChainJSMessageContent],["content_blocks",1,()=>C_LangChainJSContentItem]]};
/** @internal */
export const C_LangChainJSToolMessageData: Check = {k:'obj',t:{s:()=>S_LangChainJSToolMessageData},x:X_LangChainJSToolMessageData};
/** The validator of LangChainJSToolMessageData: The fields of a langchainjs tool message. */
export const LangChainJSToolMessageData: Validator<T.LangChainJSToolMessageData> = /* @__PURE__ */ validator<T.LangChainJSToolMessageData>("LangChainJSToolMessageData", null, () => C_LangChainJSToolMessageData);
