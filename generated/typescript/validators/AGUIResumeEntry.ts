// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIResumeEntry: Json = {"type":"object","properties":{"interruptId":{"type":"string"},"status":{"enum":["resolved","cancelled"]},"payload":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["interruptId","status"]};
/** @internal */
export const C_AGUIResumeEntry: Check = {k:'json',j:()=>J_AGUIResumeEntry,f:runJson};
/** The validator of AGUIResumeEntry. */
export const AGUIResumeEntry: Validator<T.AGUIResumeEntry> = /* @__PURE__ */ validator<T.AGUIResumeEntry>("AGUIResumeEntry", null, () => C_AGUIResumeEntry);
