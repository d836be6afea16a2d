// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentStartedEvent: Json = {"type":"object","properties":{"type":{"const":"SUBAGENT_STARTED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"name":{"type":"string"},"description":{"type":"string"},"parentSubagentRunId":{"type":"string"},"parentToolCallId":{"type":"string"},"parentMessageId":{"type":"string"}},"required":["type","subagentRunId","name"]};
/** @internal */
export const C_AGUISubagentStartedEvent: Check = {k:'json',j:()=>J_AGUISubagentStartedEvent,f:runJson};
/** The validator of AGUISubagentStartedEvent. */
export const AGUISubagentStartedEvent: Validator<T.AGUISubagentStartedEvent> = /* @__PURE__ */ validator<T.AGUISubagentStartedEvent>("AGUISubagentStartedEvent", null, () => C_AGUISubagentStartedEvent);
