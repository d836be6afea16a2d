// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIToolCallStartEvent: Json = {"type":"object","properties":{"type":{"const":"TOOL_CALL_START"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"toolCallId":{"type":"string"},"toolCallName":{"type":"string"},"parentMessageId":{"type":"string"}},"required":["type","toolCallId","toolCallName"]};
/** @internal */
export const C_AGUIToolCallStartEvent: Check = {k:'json',j:()=>J_AGUIToolCallStartEvent,f:runJson};
/** The validator of AGUIToolCallStartEvent. */
export const AGUIToolCallStartEvent: Validator<T.AGUIToolCallStartEvent> = /* @__PURE__ */ validator<T.AGUIToolCallStartEvent>("AGUIToolCallStartEvent", null, () => C_AGUIToolCallStartEvent);
