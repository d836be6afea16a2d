// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextMessageChunkEvent: Json = {"type":"object","properties":{"type":{"const":"TEXT_MESSAGE_CHUNK"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"role":{"enum":["developer","system","assistant","user"]},"delta":{"type":"string"},"name":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AGUITextMessageChunkEvent: Check = {k:'json',j:()=>J_AGUITextMessageChunkEvent,f:runJson};
/** The validator of AGUITextMessageChunkEvent. */
export const AGUITextMessageChunkEvent: Validator<T.AGUITextMessageChunkEvent> = /* @__PURE__ */ validator<T.AGUITextMessageChunkEvent>("AGUITextMessageChunkEvent", null, () => C_AGUITextMessageChunkEvent);
