// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_AISDKUIMessagePart } from "./AISDKUIMessagePart.js";

/** @internal */
export const S_AISDKAssistantUIMessage: Struct = {f:[["id","str",1],["parts",{l:{d:0}},1],["metadata",0,0]],g:["role","assistant"],c:1};
/** @internal */
export const C_AISDKAssistantUIMessage: Check = {k:'fields',n:[["parts",1,()=>C_AISDKUIMessagePart]]};
/** The validator of AISDKAssistantUIMessage: A message the model wrote, as a UI message: its text, reasoning, files, sources and tool calls with their results. */
export const AISDKAssistantUIMessage: Validator<T.AISDKAssistantUIMessage> = /* @__PURE__ */ validator<T.AISDKAssistantUIMessage>("AISDKAssistantUIMessage", {s:()=>S_AISDKAssistantUIMessage}, () => C_AISDKAssistantUIMessage);
