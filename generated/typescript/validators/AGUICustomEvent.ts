// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUICustomEvent: Json = {"type":"object","properties":{"type":{"const":"CUSTOM"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"name":{"type":"string"},"value":{}},"required":["type","name","value"]};
/** @internal */
export const C_AGUICustomEvent: Check = {k:'json',j:()=>J_AGUICustomEvent,f:runJson};
/** The validator of AGUICustomEvent. */
export const AGUICustomEvent: Validator<T.AGUICustomEvent> = /* @__PURE__ */ validator<T.AGUICustomEvent>("AGUICustomEvent", null, () => C_AGUICustomEvent);
