// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUITokenUsage } from "./AGUITokenUsage.js";

/** @internal */
export const J_AGUIRunErrorEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_ERROR"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"message":{"type":"string"},"code":{"type":"string"},"usage":{"type":"array","items":{"$ref":()=>J_AGUITokenUsage}}},"required":["type","message"]};
/** @internal */
export const C_AGUIRunErrorEvent: Check = {k:'json',j:()=>J_AGUIRunErrorEvent,f:runJson};
/** The validator of AGUIRunErrorEvent. */
export const AGUIRunErrorEvent: Validator<T.AGUIRunErrorEvent> = /* @__PURE__ */ validator<T.AGUIRunErrorEvent>("AGUIRunErrorEvent", null, () => C_AGUIRunErrorEvent);
