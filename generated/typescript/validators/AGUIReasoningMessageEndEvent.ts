// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningMessageEndEvent: Json = {"type":"object","properties":{"type":{"const":"REASONING_MESSAGE_END"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"}},"required":["type","messageId"]};
/** @internal */
export const C_AGUIReasoningMessageEndEvent: Check = {k:'json',j:()=>J_AGUIReasoningMessageEndEvent,f:runJson};
/** The validator of AGUIReasoningMessageEndEvent. */
export const AGUIReasoningMessageEndEvent: Validator<T.AGUIReasoningMessageEndEvent> = /* @__PURE__ */ validator<T.AGUIReasoningMessageEndEvent>("AGUIReasoningMessageEndEvent", null, () => C_AGUIReasoningMessageEndEvent);
