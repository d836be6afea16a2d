// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDeveloperMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"developer"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIDeveloperMessage: Check = {k:'json',j:()=>J_AGUIDeveloperMessage,f:runJson};
/** The validator of AGUIDeveloperMessage. */
export const AGUIDeveloperMessage: Validator<T.AGUIDeveloperMessage> = /* @__PURE__ */ validator<T.AGUIDeveloperMessage>("AGUIDeveloperMessage", null, () => C_AGUIDeveloperMessage);
