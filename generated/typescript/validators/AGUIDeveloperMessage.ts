// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIDeveloperMessage: Json = {"type":"object","properties":{"subagentRunId":{"type":"string"},"id":{"type":"string"},"role":{"const":"developer"},"name":{"type":"string"},"encryptedValue":{"type":"string"},"metadata":{"type":"object"},"content":{"type":"string"}},"required":["id","role","content"]};
/** @internal */
export const C_AGUIDeveloperMessage: Check = {k:'json',j:()=>J_AGUIDeveloperMessage,f:runJson};
/** The validator of AGUIDeveloperMessage. */
export const AGUIDeveloperMessage: Validator<T.AGUIDeveloperMessage> = /* @__PURE__ */ validator<T.AGUIDeveloperMessage>("AGUIDeveloperMessage", null, () => C_AGUIDeveloperMessage);
