// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_AGUIActivityDeltaEvent } from "./AGUIActivityDeltaEvent.js";
import { J_AGUIActivitySnapshotEvent } from "./AGUIActivitySnapshotEvent.js";
import { J_AGUICustomEvent } from "./AGUICustomEvent.js";
import { J_AGUIMessagesSnapshotEvent } from "./AGUIMessagesSnapshotEvent.js";
import { J_AGUIRawEvent } from "./AGUIRawEvent.js";
import { J_AGUIReasoningEncryptedValueEvent } from "./AGUIReasoningEncryptedValueEvent.js";
import { J_AGUIReasoningEndEvent } from "./AGUIReasoningEndEvent.js";
import { J_AGUIReasoningMessageChunkEvent } from "./AGUIReasoningMessageChunkEvent.js";
import { J_AGUIReasoningMessageContentEvent } from "./AGUIReasoningMessageContentEvent.js";
import { J_AGUIReasoningMessageEndEvent } from "./AGUIReasoningMessageEndEvent.js";
import { J_AGUIReasoningMessageStartEvent } from "./AGUIReasoningMessageStartEvent.js";
import { J_AGUIReasoningStartEvent } from "./AGUIReasoningStartEvent.js";
import { J_AGUIRunErrorEvent } from "./AGUIRunErrorEvent.js";
import { J_AGUIRunFinishedEvent } from "./AGUIRunFinishedEvent.js";
import { J_AGUIRunStartedEvent } from "./AGUIRunStartedEvent.js";
import { J_AGUIStateDeltaEvent } from "./AGUIStateDeltaEvent.js";
import { J_AGUIStateSnapshotEvent } from "./AGUIStateSnapshotEvent.js";
import { J_AGUIStepFinishedEvent } from "./AGUIStepFinishedEvent.js";
import { J_AGUIStepStartedEvent } from "./AGUIStepStartedEvent.js";
import { J_AGUISubagentErrorEvent } from "./AGUISubagentErrorEvent.js";
import { J_AGUISubagentFinishedEvent } from "./AGUISubagentFinishedEvent.js";
import { J_AGUISubagentStartedEvent } from "./AGUISubagentStartedEvent.js";
import { J_AGUITextMessageChunkEvent } from "./AGUITextMessageChunkEvent.js";
import { J_AGUITextMessageContentEvent } from "./AGUITextMessageContentEvent.js";
import { J_AGUITextMessageEndEvent } from "./AGUITextMessageEndEvent.js";
import { J_AGUITextMessageStartEvent } from "./AGUITextMessageStartEvent.js";
import { J_AGUIToolCallArgsEvent } from "./AGUIToolCallArgsEvent.js";
import { J_AGUIToolCallChunkEvent } from "./AGUIToolCallChunkEvent.js";
import { J_AGUIToolCallEndEvent } from "./AGUIToolCallEndEvent.js";
import { J_AGUIToolCallResultEvent } from "./AGUIToolCallResultEvent.js";
import { J_AGUIToolCallStartEvent } from "./AGUIToolCallStartEvent.js";

/** @internal */
export const J_AGUIEvent: Json = {"type":"object","properties":{"type":{"type":"string"}},"required":["type"],"anyOf":[{"$ref":()=>J_AGUITextMessageStartEvent},{"$ref":()=>J_AGUITextMessageContentEvent},{"$ref":()=>J_AGUITextMessageEndEvent},{"$ref":()=>J_AGUITextMessageChunkEvent},{"$ref":()=>J_AGUIToolCallStartEvent},{"$ref":()=>J_AGUIToolCallArgsEvent},{"$ref":()=>J_AGUIToolCallEndEvent},{"$ref":()=>J_AGUIToolCallChunkEvent},{"$ref":()=>J_AGUIToolCallResultEvent},{"$ref":()=>J_AGUIStateSnapshotEvent},{"$ref":()=>J_AGUIStateDeltaEvent},{"$ref":()=>J_AGUIMessagesSnapshotEvent},{"$ref":()=>J_AGUIActivitySnapshotEvent},{"$ref":()=>J_AGUIActivityDeltaEvent},{"$ref":()=>J_AGUIRawEvent},{"$ref":()=>J_AGUICustomEvent},{"$ref":()=>J_AGUIRunStartedEvent},{"$ref":()=>J_AGUIRunFinishedEvent},{"$ref":()=>J_AGUIRunErrorEvent},{"$ref":()=>J_AGUIStepStartedEvent},{"$ref":()=>J_AGUIStepFinishedEvent},{"$ref":()=>J_AGUIReasoningStartEvent},{"$ref":()=>J_AGUIReasoningMessageStartEvent},{"$ref":()=>J_AGUIReasoningMessageContentEvent},{"$ref":()=>J_AGUIReasoningMessageEndEvent},{"$ref":()=>J_AGUIReasoningMessageChunkEvent},{"$ref":()=>J_AGUIReasoningEndEvent},{"$ref":()=>J_AGUIReasoningEncryptedValueEvent},{"$ref":()=>J_AGUISubagentStartedEvent},{"$ref":()=>J_AGUISubagentFinishedEvent},{"$ref":()=>J_AGUISubagentErrorEvent}],"allOf":[{"if":{"properties":{"type":{"const":"TEXT_MESSAGE_START"}},"required":["type"]},"then":{"$ref":()=>J_AGUITextMessageStartEvent}},{"if":{"properties":{"type":{"const":"TEXT_MESSAGE_CONTENT"}},"required":["type"]},"then":{"$ref":()=>J_AGUITextMessageContentEvent}},{"if":{"properties":{"type":{"const":"TEXT_MESSAGE_END"}},"required":["type"]},"then":{"$ref":()=>J_AGUITextMessageEndEvent}},{"if":{"properties":{"type":{"const":"TEXT_MESSAGE_CHUNK"}},"required":["type"]},"then":{"$ref":()=>J_AGUITextMessageChunkEvent}},{"if":{"properties":{"type":{"const":"TOOL_CALL_START"}},"required":["type"]},"then":{"$ref":()=>J_AGUIToolCallStartEvent}},{"if":{"properties":{"type":{"const":"TOOL_CALL_ARGS"}},"required":["type"]},"then":{"$ref":()=>J_AGUIToolCallArgsEvent}},{"if":{"properties":{"type":{"const":"TOOL_CALL_END"}},"required":["type"]},"then":{"$ref":()=>J_AGUIToolCallEndEvent}},{"if":{"properties":{"type":{"const":"TOOL_CALL_CHUNK"}},"required":["type"]},"then":{"$ref":()=>J_AGUIToolCallChunkEvent}},{"if":{"properties":{"type":{"const":"TOOL_CALL_RESULT"}},"required":["type"]},"then":{"$ref":()=>J_AGUIToolCallResultEvent}},{"if":{"properties":{"type":{"const":"STATE_SNAPSHOT"}},"required":["type"]},"then":{"$ref":()=>J_AGUIStateSnapshotEvent}},{"if":{"properties":{"type":{"const":"STATE_DELTA"}},"required":["type"]},"then":{"$ref":()=>J_AGUIStateDeltaEvent}},{"if":{"properties":{"type":{"const":"MESSAGES_SNAPSHOT"}},"required":["type"]},"then":{"$ref":()=>J_AGUIMessagesSnapshotEvent}},{"if":{"properties":{"type":{"const":"ACTIVITY_SNAPSHOT"}},"required":["type"]},"then":{"$ref":()=>J_AGUIActivitySnapshotEvent}},{"if":{"properties":{"type":{"const":"ACTIVITY_DELTA"}},"required":["type"]},"then":{"$ref":()=>J_AGUIActivityDeltaEvent}},{"if":{"properties":{"type":{"const":"RAW"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRawEvent}},{"if":{"properties":{"type":{"const":"CUSTOM"}},"required":["type"]},"then":{"$ref":()=>J_AGUICustomEvent}},{"if":{"properties":{"type":{"const":"RUN_STARTED"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunStartedEvent}},{"if":{"properties":{"type":{"const":"RUN_FINISHED"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunFinishedEvent}},{"if":{"properties":{"type":{"const":"RUN_ERROR"}},"required":["type"]},"then":{"$ref":()=>J_AGUIRunErrorEvent}},{"if":{"properties":{"type":{"const":"STEP_STARTED"}},"required":["type"]},"then":{"$ref":()=>J_AGUIStepStartedEvent}},{"if":{"properties":{"type":{"const":"STEP_FINISHED"}},"required":["type"]},"then":{"$ref":()=>J_AGUIStepFinishedEvent}},{"if":{"properties":{"type":{"const":"REASONING_START"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningStartEvent}},{"if":{"properties":{"type":{"const":"REASONING_MESSAGE_START"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningMessageStartEvent}},{"if":{"properties":{"type":{"const":"REASONING_MESSAGE_CONTENT"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningMessageContentEvent}},{"if":{"properties":{"type":{"const":"REASONING_MESSAGE_END"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningMessageEndEvent}},{"if":{"properties":{"type":{"const":"REASONING_MESSAGE_CHUNK"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningMessageChunkEvent}},{"if":{"properties":{"type":{"const":"REASONING_END"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningEndEvent}},{"if":{"properties":{"type":{"const":"REASONING_ENCRYPTED_VALUE"}},"required":["type"]},"then":{"$ref":()=>J_AGUIReasoningEncryptedValueEvent}},{"if":{"properties":{"type":{"const":"SUBAGENT_STARTED"}},"required":["type"]},"then":{"$ref":()=>J_AGUISubagentStartedEvent}},{"if":{"properties":{"type":{"const":"SUBAGENT_FINISHED"}},"required":["type"]},"then":{"$ref":()=>J_AGUISubagentFinishedEvent}},{"if":{"properties":{"type":{"const":"SUBAGENT_ERROR"}},"required":["type"]},"then":{"$ref":()=>J_AGUISubagentErrorEvent}}]};
/** @internal */
export const C_AGUIEvent: Check = {k:'json',j:()=>J_AGUIEvent,f:runJson};
/** The validator of AGUIEvent. */
export const AGUIEvent: Validator<T.AGUIEvent> = /* @__PURE__ */ validator<T.AGUIEvent>("AGUIEvent", null, () => C_AGUIEvent);
