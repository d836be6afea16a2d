// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISubagentErrorEvent: Json = {"type":"object","properties":{"type":{"const":"SUBAGENT_ERROR"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"message":{"type":"string"},"code":{"type":"string"}},"required":["type","subagentRunId","message"]};
/** @internal */
export const C_AGUISubagentErrorEvent: Check = {k:'json',j:()=>J_AGUISubagentErrorEvent,f:runJson};
/** The validator of AGUISubagentErrorEvent. */
export const AGUISubagentErrorEvent: Validator<T.AGUISubagentErrorEvent> = /* @__PURE__ */ validator<T.AGUISubagentErrorEvent>("AGUISubagentErrorEvent", null, () => C_AGUISubagentErrorEvent);
