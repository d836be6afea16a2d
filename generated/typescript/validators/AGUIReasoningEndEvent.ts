// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningEndEvent: Json = {"type":"object","properties":{"type":{"const":"REASONING_END"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"}},"required":["type","messageId"]};
/** @internal */
export const C_AGUIReasoningEndEvent: Check = {k:'json',j:()=>J_AGUIReasoningEndEvent,f:runJson};
/** The validator of AGUIReasoningEndEvent. */
export const AGUIReasoningEndEvent: Validator<T.AGUIReasoningEndEvent> = /* @__PURE__ */ validator<T.AGUIReasoningEndEvent>("AGUIReasoningEndEvent", null, () => C_AGUIReasoningEndEvent);
