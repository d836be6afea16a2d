// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKSystemUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","system"],c:1};
/** @internal */
export const C_AISDKSystemUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]],q:[["parts",1,"Expected `array` of length >= 1"]]};
/** The validator of AISDKSystemUIMessage: Instructions, as a UI message holds them. */
export const AISDKSystemUIMessage: Validator<T.AISDKSystemUIMessage> = /* @__PURE__ */ validator<T.AISDKSystemUIMessage>("AISDKSystemUIMessage", {s:()=>S_AISDKSystemUIMessage}, () => C_AISDKSystemUIMessage);
