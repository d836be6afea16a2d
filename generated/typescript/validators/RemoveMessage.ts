// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MessageContent } from "./MessageContent.js";

/** @internal */
export const S_RemoveMessage: Struct = {f:[["id","str",1],["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},0],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0]],g:["type","remove"],c:1,k:1};
/** @internal */
export const C_RemoveMessage: Check = {k:'fields',n:[["content",0,()=>C_MessageContent]],q:[["content",{"a":0},"Expected `array` of length <= 0"],["content",{"s":0},"Expected `str` of length <= 0"]]};
/** The validator of RemoveMessage: An instruction to remove the message with the given id from a stored history. */
export const RemoveMessage: Validator<T.RemoveMessage> = /* @__PURE__ */ validator<T.RemoveMessage>("RemoveMessage", {s:()=>S_RemoveMessage}, () => C_RemoveMessage);
