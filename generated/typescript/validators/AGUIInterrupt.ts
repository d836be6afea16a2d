// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIInterrupt: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"reason":{"type":"string"},"message":{"type":"string"},"toolCallId":{"type":"string"},"responseSchema":{"type":"object"},"expiresAt":{"type":"string"},"metadata":{"type":"object"}},"required":["id","reason"]};
/** @internal */
export const C_AGUIInterrupt: Check = {k:'json',j:()=>J_AGUIInterrupt,f:runJson};
/** The validator of AGUIInterrupt. */
export const AGUIInterrupt: Validator<T.AGUIInterrupt> = /* @__PURE__ */ validator<T.AGUIInterrupt>("AGUIInterrupt", null, () => C_AGUIInterrupt);
