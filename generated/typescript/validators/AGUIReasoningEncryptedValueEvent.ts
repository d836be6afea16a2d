// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUIReasoningEncryptedValueEvent: Json = {"type":"object","properties":{"type":{"const":"REASONING_ENCRYPTED_VALUE"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"subtype":{"enum":["tool-call","message"]},"entityId":{"type":"string"},"encryptedValue":{"type":"string"}},"required":["type","subtype","entityId","encryptedValue"]};
/** @internal */
export const C_AGUIReasoningEncryptedValueEvent: Check = {k:'json',j:()=>J_AGUIReasoningEncryptedValueEvent,f:runJson};
/** The validator of AGUIReasoningEncryptedValueEvent. */
export const AGUIReasoningEncryptedValueEvent: Validator<T.AGUIReasoningEncryptedValueEvent> = /* @__PURE__ */ validator<T.AGUIReasoningEncryptedValueEvent>("AGUIReasoningEncryptedValueEvent", null, () => C_AGUIReasoningEncryptedValueEvent);
