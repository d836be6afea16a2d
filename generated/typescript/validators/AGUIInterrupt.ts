// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIInterrupt: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"reason":{"type":"string"},"message":{"type":"string"},"toolCallId":{"type":"string"},"responseSchema":{"type":"object"},"expiresAt":{"type":"string"},"metadata":{"type":"object"}},"required":["id","reason"]};
/** @internal */
export const C_AGUIInterrupt: Check = {k:'json',j:()=>J_AGUIInterrupt,f:runJson};
/** The validator of AGUIInterrupt. */
export const AGUIInterrupt: Validator<T.AGUIInterrupt> = /* @__PURE__ */ validator<T.AGUIInterrupt>("AGUIInterrupt", null, () => C_AGUIInterrupt);
