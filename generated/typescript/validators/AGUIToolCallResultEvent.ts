// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIContentPart } from "./AGUIContentPart.js";

/** @internal */
export const J_AGUIToolCallResultEvent: Json = {"type":"object","properties":{"type":{"const":"TOOL_CALL_RESULT"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"toolCallId":{"type":"string"},"content":{"anyOf":[{"type":"string"},{"type":"array","items":{"$ref":()=>J_AGUIContentPart}}]},"role":{"const":"tool"}},"required":["type","messageId","toolCallId","content"]};
/** @internal */
export const C_AGUIToolCallResultEvent: Check = {k:'json',j:()=>J_AGUIToolCallResultEvent,f:runJson};
/** The validator of AGUIToolCallResultEvent. */
export const AGUIToolCallResultEvent: Validator<T.AGUIToolCallResultEvent> = /* @__PURE__ */ validator<T.AGUIToolCallResultEvent>("AGUIToolCallResultEvent", null, () => C_AGUIToolCallResultEvent);
