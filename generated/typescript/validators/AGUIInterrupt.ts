// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIInterrupt: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"reason":{"type":"string"},"message":{"type":"string"},"toolCallId":{"type":"string"},"responseSchema":{"type":"object"},"expiresAt":{"type":"string"},"metadata":{"type":"object"}},"required":["id","reason"]};
/** @internal */
export const C_AGUIInterrupt: Check = {k:'json',j:()=>J_AGUIInterrupt,f:runJson};
/** The validator of AGUIInterrupt. */
export const AGUIInterrupt: Validator<T.AGUIInterrupt> = /* @__PURE__ */ validator<T.AGUIInterrupt>("AGUIInterrupt", null, () => C_AGUIInterrupt);
