// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIResumeEntry: Json = {"type":"object","properties":{"interruptId":{"type":"string"},"status":{"enum":["resolved","cancelled"]},"payload":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["interruptId","status"]};
/** @internal */
export const C_AGUIResumeEntry: Check = {k:'json',j:()=>J_AGUIResumeEntry,f:runJson};
/** The validator of AGUIResumeEntry. */
export const AGUIResumeEntry: Validator<T.AGUIResumeEntry> = /* @__PURE__ */ validator<T.AGUIResumeEntry>("AGUIResumeEntry", null, () => C_AGUIResumeEntry);
