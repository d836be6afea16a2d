// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextMessageChunkEvent: Json = {"type":"object","properties":{"type":{"const":"TEXT_MESSAGE_CHUNK"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"role":{"enum":["developer","system","assistant","user"]},"delta":{"type":"string"},"name":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AGUITextMessageChunkEvent: Check = {k:'json',j:()=>J_AGUITextMessageChunkEvent,f:runJson};
/** The validator of AGUITextMessageChunkEvent. */
export const AGUITextMessageChunkEvent: Validator<T.AGUITextMessageChunkEvent> = /* @__PURE__ */ validator<T.AGUITextMessageChunkEvent>("AGUITextMessageChunkEvent", null, () => C_AGUITextMessageChunkEvent);
