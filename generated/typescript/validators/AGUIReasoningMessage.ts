// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"reasoning"},"content":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIReasoningMessage: Check = {k:'json',j:()=>J_AGUIReasoningMessage,f:runJson};
/** The validator of AGUIReasoningMessage. */
export const AGUIReasoningMessage: Validator<T.AGUIReasoningMessage> = /* @__PURE__ */ validator<T.AGUIReasoningMessage>("AGUIReasoningMessage", null, () => C_AGUIReasoningMessage);
