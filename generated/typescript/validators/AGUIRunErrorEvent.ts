// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUITokenUsage } from "./AGUITokenUsage.js";

/** @internal */
export const J_AGUIRunErrorEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_ERROR"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"message":{"type":"string"},"code":{"type":"string"},"usage":{"type":"array","items":{"$ref":()=>J_AGUITokenUsage}}},"required":["type","message"]};
/** @internal */
export const C_AGUIRunErrorEvent: Check = {k:'json',j:()=>J_AGUIRunErrorEvent,f:runJson};
/** The validator of AGUIRunErrorEvent. */
export const AGUIRunErrorEvent: Validator<T.AGUIRunErrorEvent> = /* @__PURE__ */ validator<T.AGUIRunErrorEvent>("AGUIRunErrorEvent", null, () => C_AGUIRunErrorEvent);
