// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUISystemMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"system"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUISystemMessage: Check = {k:'json',j:()=>J_AGUISystemMessage,f:runJson};
/** The validator of AGUISystemMessage. */
export const AGUISystemMessage: Validator<T.AGUISystemMessage> = /* @__PURE__ */ validator<T.AGUISystemMessage>("AGUISystemMessage", null, () => C_AGUISystemMessage);
