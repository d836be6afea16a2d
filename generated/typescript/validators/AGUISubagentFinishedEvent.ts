// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUISubagentFinishedOutcome } from "./AGUISubagentFinishedOutcome.js";

/** @internal */
export const J_AGUISubagentFinishedEvent: Json = {"type":"object","properties":{"type":{"const":"SUBAGENT_FINISHED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"result":{"type":["string","number","boolean","array","object"]},"outcome":{"$ref":()=>J_AGUISubagentFinishedOutcome}},"required":["type","subagentRunId"]};
/** @internal */
export const C_AGUISubagentFinishedEvent: Check = {k:'json',j:()=>J_AGUISubagentFinishedEvent,f:runJson};
/** The validator of AGUISubagentFinishedEvent. */
export const AGUISubagentFinishedEvent: Validator<T.AGUISubagentFinishedEvent> = /* @__PURE__ */ validator<T.AGUISubagentFinishedEvent>("AGUISubagentFinishedEvent", null, () => C_AGUISubagentFinishedEvent);
