// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIRawEvent: Json = {"type":"object","properties":{"type":{"const":"RAW"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"event":{},"source":{"type":"string"}},"required":["type","event"]};
/** @internal */
export const C_AGUIRawEvent: Check = {k:'json',j:()=>J_AGUIRawEvent,f:runJson};
/** The validator of AGUIRawEvent. */
export const AGUIRawEvent: Validator<T.AGUIRawEvent> = /* @__PURE__ */ validator<T.AGUIRawEvent>("AGUIRawEvent", null, () => C_AGUIRawEvent);
