// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MessageContent } from "./MessageContent.js";

/** @internal */
export const S_ToolMessage: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},1],["tool_call_id","str",1],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["artifact",0,0],["status",{e:["error","success"],x:"str"},0]],g:["type","tool"],c:1,k:1};
/** @internal */
export const C_ToolMessage: Check = {k:'fields',n:[["content",0,()=>C_MessageContent]]};
/** The validator of ToolMessage: The result of running a tool, sent back to the model. */
export const ToolMessage: Validator<T.ToolMessage> = /* @__PURE__ */ validator<T.ToolMessage>("ToolMessage", {s:()=>S_ToolMessage}, () => C_ToolMessage);
