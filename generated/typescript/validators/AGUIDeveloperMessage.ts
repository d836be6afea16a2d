// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDeveloperMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"developer"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIDeveloperMessage: Check = {k:'json',j:()=>J_AGUIDeveloperMessage,f:runJson};
/** The validator of AGUIDeveloperMessage. */
export const AGUIDeveloperMessage: Validator<T.AGUIDeveloperMessage> = /* @__PURE__ */ validator<T.AGUIDeveloperMessage>("AGUIDeveloperMessage", null, () => C_AGUIDeveloperMessage);
