// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIRunAgentInput } from "./AGUIRunAgentInput.js";

/** @internal */
export const J_AGUIRunStartedEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_STARTED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"threadId":{"type":"string"},"runId":{"type":"string"},"protocolVersion":{"type":"string"},"parentRunId":{"type":"string"},"input":{"$ref":()=>J_AGUIRunAgentInput}},"required":["type","threadId","runId"]};
/** @internal */
export const C_AGUIRunStartedEvent: Check = {k:'json',j:()=>J_AGUIRunStartedEvent,f:runJson};
/** The validator of AGUIRunStartedEvent. */
export const AGUIRunStartedEvent: Validator<T.AGUIRunStartedEvent> = /* @__PURE__ */ validator<T.AGUIRunStartedEvent>("AGUIRunStartedEvent", null, () => C_AGUIRunStartedEvent);
