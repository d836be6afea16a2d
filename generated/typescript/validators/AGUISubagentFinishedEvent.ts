// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUISubagentFinishedOutcome } from "./AGUISubagentFinishedOutcome.js";

/** @internal */
export const J_AGUISubagentFinishedEvent: Json = {"type":"object","properties":{"type":{"const":"SUBAGENT_FINISHED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"result":{"type":["string","number","boolean","array","object"]},"outcome":{"$ref":()=>J_AGUISubagentFinishedOutcome}},"required":["type","subagentRunId"]};
/** @internal */
export const C_AGUISubagentFinishedEvent: Check = {k:'json',j:()=>J_AGUISubagentFinishedEvent,f:runJson};
/** The validator of AGUISubagentFinishedEvent. */
export const AGUISubagentFinishedEvent: Validator<T.AGUISubagentFinishedEvent> = /* @__PURE__ */ validator<T.AGUISubagentFinishedEvent>("AGUISubagentFinishedEvent", null, () => C_AGUISubagentFinishedEvent);
