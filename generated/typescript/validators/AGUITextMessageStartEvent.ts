// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_AGUITextMessageStartEvent: Json = {"type":"object","properties":{"type":{"const":"TEXT_MESSAGE_START"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"subagentRunId":{"type":"string"},"messageId":{"type":"string"},"role":{"enum":["developer","system","assistant","user"]},"name":{"type":"string"}},"required":["type","messageId"]};
/** @internal */
export const C_AGUITextMessageStartEvent: Check = {k:'json',j:()=>J_AGUITextMessageStartEvent,f:runJson};
/** The validator of AGUITextMessageStartEvent. */
export const AGUITextMessageStartEvent: Validator<T.AGUITextMessageStartEvent> = /* @__PURE__ */ validator<T.AGUITextMessageStartEvent>("AGUITextMessageStartEvent", null, () => C_AGUITextMessageStartEvent);
