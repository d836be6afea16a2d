// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningEncryptedValueEvent: Json = {"type":"object","properties":{"type":{"const":"REASONING_ENCRYPTED_VALUE"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"subtype":{"enum":["tool-call","message"]},"entityId":{"type":"string"},"encryptedValue":{"type":"string"}},"required":["type","subtype","entityId","encryptedValue"]};
/** @internal */
export const C_AGUIReasoningEncryptedValueEvent: Check = {k:'json',j:()=>J_AGUIReasoningEncryptedValueEvent,f:runJson};
/** The validator of AGUIReasoningEncryptedValueEvent. */
export const AGUIReasoningEncryptedValueEvent: Validator<T.AGUIReasoningEncryptedValueEvent> = /* @__PURE__ */ validator<T.AGUIReasoningEncryptedValueEvent>("AGUIReasoningEncryptedValueEvent", null, () => C_AGUIReasoningEncryptedValueEvent);
