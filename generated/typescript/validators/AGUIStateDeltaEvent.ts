// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIJsonPatchOperation } from "./AGUIJsonPatchOperation.js";

/** @internal */
export const J_AGUIStateDeltaEvent: Json = {"type":"object","properties":{"type":{"const":"STATE_DELTA"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"delta":{"type":"array","items":{"$ref":()=>J_AGUIJsonPatchOperation}}},"required":["type","delta"]};
/** @internal */
export const C_AGUIStateDeltaEvent: Check = {k:'json',j:()=>J_AGUIStateDeltaEvent,f:runJson};
/** The validator of AGUIStateDeltaEvent. */
export const AGUIStateDeltaEvent: Validator<T.AGUIStateDeltaEvent> = /* @__PURE__ */ validator<T.AGUIStateDeltaEvent>("AGUIStateDeltaEvent", null, () => C_AGUIStateDeltaEvent);
