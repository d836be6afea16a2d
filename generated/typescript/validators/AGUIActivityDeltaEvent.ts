// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIJsonPatchOperation } from "./AGUIJsonPatchOperation.js";

/** @internal */
export const J_AGUIActivityDeltaEvent: Json = {"type":"object","properties":{"type":{"const":"ACTIVITY_DELTA"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"activityType":{"type":"string"},"patch":{"type":"array","items":{"$ref":()=>J_AGUIJsonPatchOperation}}},"required":["type","messageId","activityType","patch"]};
/** @internal */
export const C_AGUIActivityDeltaEvent: Check = {k:'json',j:()=>J_AGUIActivityDeltaEvent,f:runJson};
/** The validator of AGUIActivityDeltaEvent. */
export const AGUIActivityDeltaEvent: Validator<T.AGUIActivityDeltaEvent> = /* @__PURE__ */ validator<T.AGUIActivityDeltaEvent>("AGUIActivityDeltaEvent", null, () => C_AGUIActivityDeltaEvent);
