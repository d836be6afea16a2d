// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Extras, type Struct, type Validator, validator } from "./_runtime.js";
import { C_LangChainJSToolCallId } from "./LangChainJSToolCallId.js";

/** @internal */
export const S_LangChainJSServerToolCallResult: Struct = {f:[["type",{e:["server_tool_call_result"],x:"str"},1],["status",{e:["error","success"],x:"str"},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0],["extras",{d:0},0],["toolCallId","str",0],["tool_call_id","str",0],["output",0,0]]};
/** @internal */
export const X_LangChainJSServerToolCallResult: Extras = {r:[()=>C_LangChainJSToolCallId],n:[]};
/** @internal */
export const C_LangChainJSServerToolCallResult: Check = {k:'obj',t:{s:()=>S_LangChainJSServerToolCallResult},x:X_LangChainJSServerToolCallResult,g:1};
/** The validator of LangChainJSServerToolCallResult: The result of a server-side tool call as langchainjs writes it: the id of the call it answers under toolCallId, its status and its output. */
export const LangChainJSServerToolCallResult: Validator<T.LangChainJSServerToolCallResult> = /* @__PURE__ */ validator<T.LangChainJSServerToolCallResult>("LangChainJSServerToolCallResult", null, () => C_LangChainJSServerToolCallResult);
