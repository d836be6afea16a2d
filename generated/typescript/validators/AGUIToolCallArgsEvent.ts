// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIToolCallArgsEvent: Json = {"type":"object","properties":{"type":{"const":"TOOL_CALL_ARGS"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"toolCallId":{"type":"string"},"delta":{"type":"string"}},"required":["type","toolCallId","delta"]};
/** @internal */
export const C_AGUIToolCallArgsEvent: Check = {k:'json',j:()=>J_AGUIToolCallArgsEvent,f:runJson};
/** The validator of AGUIToolCallArgsEvent. */
export const AGUIToolCallArgsEvent: Validator<T.AGUIToolCallArgsEvent> = /* @__PURE__ */ validator<T.AGUIToolCallArgsEvent>("AGUIToolCallArgsEvent", null, () => C_AGUIToolCallArgsEvent);
