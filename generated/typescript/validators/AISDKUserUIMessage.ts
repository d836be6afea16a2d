// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKUserUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","user"],c:1};
/** @internal */
export const C_AISDKUserUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]],q:[["parts",1,"Expected `array` of length >= 1"]]};
/** The validator of AISDKUserUIMessage: A message from the user, as a UI message. */
export const AISDKUserUIMessage: Validator<T.AISDKUserUIMessage> = /* @__PURE__ */ validator<T.AISDKUserUIMessage>("AISDKUserUIMessage", {s:()=>S_AISDKUserUIMessage}, () => C_AISDKUserUIMessage);
