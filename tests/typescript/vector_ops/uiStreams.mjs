// Node side of the UI stream reader vectors (tests/conformance/vectorgen, ops from_ai_sdk_stream and
// from_ag_ui_events): the chunks read from a list of events, or the error with its path.
import { fromAGUIEvents, fromAISDKStream } from "../../../build/ts/src/typescript/uiStreams.js";
import { camel } from "./_messages.mjs";

export const OPERATIONS = {
  from_ai_sdk_stream: (input, options) => [...fromAISDKStream(input, camel(options))],
  from_ag_ui_events: (input) => [...fromAGUIEvents(input)],
};
