// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentStartedEvent: Json = {"type":"object","properties":{"type":{"const":"SUBAGENT_STARTED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"parentSubagentRunId":{"type":"string"},"parentToolCallId":{"type":"string"},"parentMessageId":{"type":"string"}},"required":["type","subagentRunId","name"]};
/** @internal */
export const C_AGUISubagentStartedEvent: Check = {k:'json',j:()=>J_AGUISubagentStartedEvent,f:runJson};
/** The validator of AGUISubagentStartedEvent. */
export const AGUISubagentStartedEvent: Validator<T.AGUISubagentStartedEvent> = /* @__PURE__ */ validator<T.AGUISubagentStartedEvent>("AGUISubagentStartedEvent", null, () => C_AGUISubagentStartedEvent);
