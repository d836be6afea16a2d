// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningMessageStartEvent: Json = {"type":"object","properties":{"type":{"const":"REASONING_MESSAGE_START"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"role":{"const":"reasoning"}},"required":["type","messageId","role"]};
/** @internal */
export const C_AGUIReasoningMessageStartEvent: Check = {k:'json',j:()=>J_AGUIReasoningMessageStartEvent,f:runJson};
/** The validator of AGUIReasoningMessageStartEvent. */
export const AGUIReasoningMessageStartEvent: Validator<T.AGUIReasoningMessageStartEvent> = /* @__PURE__ */ validator<T.AGUIReasoningMessageStartEvent>("AGUIReasoningMessageStartEvent", null, () => C_AGUIReasoningMessageStartEvent);
