// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextMessageChunkEvent: Json = {"type":"object","properties":{"type":{"const":"TEXT_MESSAGE_CHUNK"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"role":{"enum":["developer","system","assistant","user"]},"delta":{"type":"string"},"name":{"type":"string"}},"required":["type"]};
/** @internal */
export const C_AGUITextMessageChunkEvent: Check = {k:'json',j:()=>J_AGUITextMessageChunkEvent,f:runJson};
/** The validator of AGUITextMessageChunkEvent. */
export const AGUITextMessageChunkEvent: Validator<T.AGUITextMessageChunkEvent> = /* @__PURE__ */ validator<T.AGUITextMessageChunkEvent>("AGUITextMessageChunkEvent", null, () => C_AGUITextMessageChunkEvent);
