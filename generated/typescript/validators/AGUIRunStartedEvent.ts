// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIRunAgentInput } from "./AGUIRunAgentInput.js";

/** @internal */
export const J_AGUIRunStartedEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_STARTED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"threadId":{"type":"string"},"runId":{"type":"string"},"protocolVersion":{"type":"string"},"parentRunId":{"type":"string"},"input":{"$ref":()=>J_AGUIRunAgentInput}},"required":["type","threadId","runId"]};
/** @internal */
export const C_AGUIRunStartedEvent: Check = {k:'json',j:()=>J_AGUIRunStartedEvent,f:runJson};
/** The validator of AGUIRunStartedEvent. */
export const AGUIRunStartedEvent: Validator<T.AGUIRunStartedEvent> = /* @__PURE__ */ validator<T.AGUIRunStartedEvent>("AGUIRunStartedEvent", null, () => C_AGUIRunStartedEvent);
