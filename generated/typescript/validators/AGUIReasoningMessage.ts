// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f97f13fd5ea2754c2dfd4a4c10efe273c15617a7633e3c72f7137b4fd9ccb4ad

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"reasoning"},"content":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIReasoningMessage: Check = {k:'json',j:()=>J_AGUIReasoningMessage,f:runJson};
/** The validator of AGUIReasoningMessage. */
export const AGUIReasoningMessage: Validator<T.AGUIReasoningMessage> = /* @__PURE__ */ validator<T.AGUIReasoningMessage>("AGUIReasoningMessage", null, () => C_AGUIReasoningMessage);
