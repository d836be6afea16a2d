// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIJsonPatchOperation } from "./AGUIJsonPatchOperation.js";

/** @internal */
export const J_AGUIActivityDeltaEvent: Json = {"type":"object","properties":{"type":{"const":"ACTIVITY_DELTA"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"activityType":{"type":"string"},"patch":{"type":"array","items":{"$ref":()=>J_AGUIJsonPatchOperation}}},"required":["type","messageId","activityType","patch"]};
/** @internal */
export const C_AGUIActivityDeltaEvent: Check = {k:'json',j:()=>J_AGUIActivityDeltaEvent,f:runJson};
/** The validator of AGUIActivityDeltaEvent. */
export const AGUIActivityDeltaEvent: Validator<T.AGUIActivityDeltaEvent> = /* @__PURE__ */ validator<T.AGUIActivityDeltaEvent>("AGUIActivityDeltaEvent", null, () => C_AGUIActivityDeltaEvent);
