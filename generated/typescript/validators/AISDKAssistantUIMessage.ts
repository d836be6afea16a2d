// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKAssistantUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","assistant"],c:1};
/** @internal */
export const C_AISDKAssistantUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]]};
/** The validator of AISDKAssistantUIMessage: A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results. */
export const AISDKAssistantUIMessage: Validator<T.AISDKAssistantUIMessage> = /* @__PURE__ */ validator<T.AISDKAssistantUIMessage>("AISDKAssistantUIMessage", {s:()=>S_AISDKAssistantUIMessage}, () => C_AISDKAssistantUIMessage);
