// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKAssistantUIMessage, S_AISDKAssistantUIMessage } from "./AISDKAssistantUIMessage.js";
import { C_AISDKSystemUIMessage, S_AISDKSystemUIMessage } from "./AISDKSystemUIMessage.js";
import { C_AISDKUserUIMessage, S_AISDKUserUIMessage } from "./AISDKUserUIMessage.js";

/** @internal */
export const C_AISDKUIMessage: Check = {k:'tag',f:"role",m:()=>({"system":C_AISDKSystemUIMessage,"user":C_AISDKUserUIMessage,"assistant":C_AISDKAssistantUIMessage})};
/** The validator of AISDKUIMessage: A message of the Vercel AI SDK's UIMessage form (what a chat user interface holds and what validateUIMessages accepts), told apart by its role. */
export const AISDKUIMessage: Validator<T.AISDKUIMessage> = /* @__PURE__ */ validator<T.AISDKUIMessage>("AISDKUIMessage", {u:[],x:"object",g:"role",m:()=>({"assistant":S_AISDKAssistantUIMessage,"system":S_AISDKSystemUIMessage,"user":S_AISDKUserUIMessage})}, () => C_AISDKUIMessage);
