// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_AISDKAssistantModelMessage, S_AISDKAssistantModelMessage } from "./AISDKAssistantModelMessage.js";
import { C_AISDKSystemModelMessage, S_AISDKSystemModelMessage } from "./AISDKSystemModelMessage.js";
import { C_AISDKToolModelMessage, S_AISDKToolModelMessage } from "./AISDKToolModelMessage.js";
import { C_AISDKUserModelMessage, S_AISDKUserModelMessage } from "./AISDKUserModelMessage.js";

/** @internal */
export const C_AISDKModelMessage: Check = {k:'tag',f:"role",m:()=>({"system":C_AISDKSystemModelMessage,"user":C_AISDKUserModelMessage,"assistant":C_AISDKAssistantModelMessage,"tool":C_AISDKToolModelMessage})};
/** The validator of AISDKModelMessage: A message of the Vercel AI SDK's ModelMessage form (what generateText and streamText take as messages), told apart by its role. */
export const AISDKModelMessage: Validator<T.AISDKModelMessage> = /* @__PURE__ */ validator<T.AISDKModelMessage>("AISDKModelMessage", {u:[],x:"object",g:"role",m:()=>({"assistant":S_AISDKAssistantModelMessage,"system":S_AISDKSystemModelMessage,"tool":S_AISDKToolModelMessage,"user":S_AISDKUserModelMessage})}, () => C_AISDKModelMessage);
