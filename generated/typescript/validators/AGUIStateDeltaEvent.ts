// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIJsonPatchOperation } from "./AGUIJsonPatchOperation.js";

/** @internal */
export const J_AGUIStateDeltaEvent: Json = {"type":"object","properties":{"type":{"const":"STATE_DELTA"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"delta":{"type":"array","items":{"$ref":()=>J_AGUIJsonPatchOperation}}},"required":["type","delta"]};
/** @internal */
export const C_AGUIStateDeltaEvent: Check = {k:'json',j:()=>J_AGUIStateDeltaEvent,f:runJson};
/** The validator of AGUIStateDeltaEvent. */
export const AGUIStateDeltaEvent: Validator<T.AGUIStateDeltaEvent> = /* @__PURE__ */ validator<T.AGUIStateDeltaEvent>("AGUIStateDeltaEvent", null, () => C_AGUIStateDeltaEvent);
