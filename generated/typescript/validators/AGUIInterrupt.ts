// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIInterrupt: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"reason":{"type":"string"},"message":{"type":"string"},"toolCallId":{"type":"string"},"responseSchema":{"type":"object"},"expiresAt":{"type":"string"},"metadata":{"type":"object"}},"required":["id","reason"]};
/** @internal */
export const C_AGUIInterrupt: Check = {k:'json',j:()=>J_AGUIInterrupt,f:runJson};
/** The validator of AGUIInterrupt. */
export const AGUIInterrupt: Validator<T.AGUIInterrupt> = /* @__PURE__ */ validator<T.AGUIInterrupt>("AGUIInterrupt", null, () => C_AGUIInterrupt);
