// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIMessage } from "./AGUIMessage.js";

/** @internal */
export const J_AGUIMessagesSnapshotEvent: Json = {"type":"object","properties":{"type":{"const":"MESSAGES_SNAPSHOT"},"timestamp":{"type":"integer","minimum":-9007199254740991,"maximum":9007199254740991},"rawEvent":{"type":["string","number","boolean","array","object"]},"metadata":{"type":"object"},"messages":{"type":"array","items":{"$ref":()=>J_AGUIMessage}}},"required":["type","messages"]};
/** @internal */
export const C_AGUIMessagesSnapshotEvent: Check = {k:'json',j:()=>J_AGUIMessagesSnapshotEvent,f:runJson};
/** The validator of AGUIMessagesSnapshotEvent. */
export const AGUIMessagesSnapshotEvent: Validator<T.AGUIMessagesSnapshotEvent> = /* @__PURE__ */ validator<T.AGUIMessagesSnapshotEvent>("AGUIMessagesSnapshotEvent", null, () => C_AGUIMessagesSnapshotEvent);
