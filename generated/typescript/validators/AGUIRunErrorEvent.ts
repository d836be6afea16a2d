// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUITokenUsage } from "./AGUITokenUsage.js";

/** @internal */
export const J_AGUIRunErrorEvent: Json = {"type":"object","properties":{"type":{"const":"RUN_ERROR"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"message":{"type":"string"},"code":{"type":"string"},"usage":{"type":"array","items":{"$ref":()=>J_AGUITokenUsage}}},"required":["type","message"]};
/** @internal */
export const C_AGUIRunErrorEvent: Check = {k:'json',j:()=>J_AGUIRunErrorEvent,f:runJson};
/** The validator of AGUIRunErrorEvent. */
export const AGUIRunErrorEvent: Validator<T.AGUIRunErrorEvent> = /* @__PURE__ */ validator<T.AGUIRunErrorEvent>("AGUIRunErrorEvent", null, () => C_AGUIRunErrorEvent);
