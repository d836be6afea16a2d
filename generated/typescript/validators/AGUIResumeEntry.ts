// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIResumeEntry: Json = {"type":"object","properties":{"interruptId":{"type":"string"},"status":{"enum":["resolved","cancelled"]},"payload":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"}},"required":["interruptId","status"]};
/** @internal */
export const C_AGUIResumeEntry: Check = {k:'json',j:()=>J_AGUIResumeEntry,f:runJson};
/** The validator of AGUIResumeEntry. */
export const AGUIResumeEntry: Validator<T.AGUIResumeEntry> = /* @__PURE__ */ validator<T.AGUIResumeEntry>("AGUIResumeEntry", null, () => C_AGUIResumeEntry);
