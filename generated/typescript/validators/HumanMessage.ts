// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_MessageContent } from "./MessageContent.js";

/** @internal */
export const S_HumanMessage: Struct = {f:[["content",{u:["str",{l:{u:["str",{d:0}],x:"str | object"}}],x:"str | array"},1],["additional_kwargs",{d:0},0],["response_metadata",{d:0},0],["name",{u:["str","null"],x:"str | null"},0],["id",{u:["str","null"],x:"str | null"},0],["example","bool",0]],g:["type","human"],c:1,k:1};
/** @internal */
export const C_HumanMessage: Check = {k:'fields',n:[["content",0,()=>C_MessageContent]]};
/** The validator of HumanMessage: A message from the person using the application. */
export const HumanMessage: Validator<T.HumanMessage> = /* @__PURE__ */ validator<T.HumanMessage>("HumanMessage", {s:()=>S_HumanMessage}, () => C_HumanMessage);
