// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIToolCall } from "./AGUIToolCall.js";

/** @internal */
export const J_AGUIAssistantMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"assistant"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"},"toolCalls":{"type":"array","items":{"$ref":()=>J_AGUIToolCall}}},"required":["id","role"]};
/** @internal */
export const C_AGUIAssistantMessage: Check = {k:'json',j:()=>J_AGUIAssistantMessage,f:runJson};
/** The validator of AGUIAssistantMessage. */
export const AGUIAssistantMessage: Validator<T.AGUIAssistantMessage> = /* @__PURE__ */ validator<T.AGUIAssistantMessage>("AGUIAssistantMessage", null, () => C_AGUIAssistantMessage);
