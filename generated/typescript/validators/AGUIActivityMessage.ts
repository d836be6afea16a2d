// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIActivityMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"activity"},"activityType":{"type":"string"},"content":{"type":"object"},"metadata":{"type":"object"}},"required":["id","role","activityType","content"]};
/** @internal */
export const C_AGUIActivityMessage: Check = {k:'json',j:()=>J_AGUIActivityMessage,f:runJson};
/** The validator of AGUIActivityMessage. */
export const AGUIActivityMessage: Validator<T.AGUIActivityMessage> = /* @__PURE__ */ validator<T.AGUIActivityMessage>("AGUIActivityMessage", null, () => C_AGUIActivityMessage);
