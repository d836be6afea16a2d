// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIToolCallResultEvent: Json = {"type":"object","properties":{"type":{"const":"TOOL_CALL_RESULT"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"toolCallId":{"type":"string"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]},"role":{"const":"tool"}},"required":["type","messageId","toolCallId","content"]};
/** @internal */
export const C_AGUIToolCallResultEvent: Check = {k:'json',j:()=>J_AGUIToolCallResultEvent,f:runJson};
/** The validator of AGUIToolCallResultEvent. */
export const AGUIToolCallResultEvent: Validator<T.AGUIToolCallResultEvent> = /* @__PURE__ */ validator<T.AGUIToolCallResultEvent>("AGUIToolCallResultEvent", null, () => C_AGUIToolCallResultEvent);
