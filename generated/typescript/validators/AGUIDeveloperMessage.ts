// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: ed6654e890afcc2bdaf97228badbbd02f874072f3c4efa91961dc1b7c1bd8951

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDeveloperMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"developer"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIDeveloperMessage: Check = {k:'json',j:()=>J_AGUIDeveloperMessage,f:runJson};
/** The validator of AGUIDeveloperMessage. */
export const AGUIDeveloperMessage: Validator<T.AGUIDeveloperMessage> = /* @__PURE__ */ validator<T.AGUIDeveloperMessage>("AGUIDeveloperMessage", null, () => C_AGUIDeveloperMessage);
