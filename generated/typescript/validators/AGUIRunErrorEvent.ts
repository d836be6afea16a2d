// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUITokenUsage } from "./AGUITokenUsage.js";

/** @internal */
export const J_AGUIRunErrorEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_ERROR"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"message":{"type":"string"},"code":{"type":"string"},"usage":{"type":"array","items":{"$ref":()=>J_AGUITokenUsage}}},"required":["type","message"]};
/** @internal */
export const C_AGUIRunErrorEvent: Check = {k:'json',j:()=>J_AGUIRunErrorEvent,f:runJson};
/** The validator of AGUIRunErrorEvent. */
export const AGUIRunErrorEvent: Validator<T.AGUIRunErrorEvent> = /* @__PURE__ */ validator<T.AGUIRunErrorEvent>("AGUIRunErrorEvent", null, () => C_AGUIRunErrorEvent);
