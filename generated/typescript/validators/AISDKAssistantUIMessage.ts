// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKAssistantUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","assistant"],c:1};
/** @internal */
export const C_AISDKAssistantUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]]};
/** The validator of AISDKAssistantUIMessage: A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results. */
export const AISDKAssistantUIMessage: Validator<T.AISDKAssistantUIMessage> = /* @__PURE__ */ validator<T.AISDKAssistantUIMessage>("AISDKAssistantUIMessage", {s:()=>S_AISDKAssistantUIMessage}, () => C_AISDKAssistantUIMessage);
