// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKAssistantUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","assistant"],c:1};
/** @internal */
export const C_AISDKAssistantUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]]};
/** The validator of AISDKAssistantUIMessage: A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results. */
export const AISDKAssistantUIMessage: Validator<T.AISDKAssistantUIMessage> = /* @__PURE__ */ validator<T.AISDKAssistantUIMessage>("AISDKAssistantUIMessage", {s:()=>S_AISDKAssistantUIMessage}, () => C_AISDKAssistantUIMessage);
