// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIInterrupt: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"reason":{"type":"string"},"message":{"type":"string"},"toolCallId":{"type":"string"},"responseSchema":{"type":"object"},"expiresAt":{"type":"string"},"metadata":{"type":"object"}},"required":["id","reason"]};
/** @internal */
export const C_AGUIInterrupt: Check = {k:'json',j:()=>J_AGUIInterrupt,f:runJson};
/** The validator of AGUIInterrupt. */
export const AGUIInterrupt: Validator<T.AGUIInterrupt> = /* @__PURE__ */ validator<T.AGUIInterrupt>("AGUIInterrupt", null, () => C_AGUIInterrupt);
