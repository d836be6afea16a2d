// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKUserUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","user"],c:1};
/** @internal */
export const C_AISDKUserUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]],q:[["parts",1,"Expected `array` of length >= 1"]]};
/** The validator of AISDKUserUIMessage: A message from the user, as a UI message. */
export const AISDKUserUIMessage: Validator<T.AISDKUserUIMessage> = /* @__PURE__ */ validator<T.AISDKUserUIMessage>("AISDKUserUIMessage", {s:()=>S_AISDKUserUIMessage}, () => C_AISDKUserUIMessage);
