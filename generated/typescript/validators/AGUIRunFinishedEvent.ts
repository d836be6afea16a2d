// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIRunFinishedOutcome } from "./AGUIRunFinishedOutcome.js";
import { J_AGUITokenUsage } from "./AGUITokenUsage.js";

/** @internal */
export const J_AGUIRunFinishedEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_FINISHED"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"threadId":{"type":"string"},"runId":{"type":"string"},"result":{"type":["string","number","boolean","array","object"]},"outcome":{"$ref":()=>J_AGUIRunFinishedOutcome},"usage":{"type":"array","items":{"$ref":()=>J_AGUITokenUsage}}},"required":["type","threadId","runId"]};
/** @internal */
export const C_AGUIRunFinishedEvent: Check = {k:'json',j:()=>J_AGUIRunFinishedEvent,f:runJson};
/** The validator of AGUIRunFinishedEvent. */
export const AGUIRunFinishedEvent: Validator<T.AGUIRunFinishedEvent> = /* @__PURE__ */ validator<T.AGUIRunFinishedEvent>("AGUIRunFinishedEvent", null, () => C_AGUIRunFinishedEvent);
