// Node side of the UI stream writer vectors (tests/conformance/vectorgen/ops_ui_stream_writers.py, ops
// to_ai_sdk_stream and to_ag_ui_events): the events written for an answer given as a list of
// messages, where a string is the producer failing there (a RuntimeError with that text); and of
// ai_sdk_stream_response and ag_ui_response: the status, headers (sorted) and body text of the
// Response written for it.
import {
  toAGUIEvents,
  toAGUIResponse,
  toAISDKResponse,
  toAISDKStream,
} from "../../../build/ts/src/typescript/uiStreamsWriter.js";
import { camel, checked } from "./_messages.mjs";

/** Python's RuntimeError, as the producer of a vector raises it. */
class RuntimeError extends Error {
  name = "RuntimeError";
}

/** The answer's messages (checked at once, as Python decodes them), from a producer that throws at each string. */
function producer(input) {
  checked(input.filter((item) => typeof item !== "string"));
  return (function* () {
    for (const item of input) {
      if (typeof item === "string") throw new RuntimeError(item);
      yield item;
    }
  })();
}

/** Python's `status_code` and `headers` as the Response options. */
function responseOptions({ status_code, ...options }) {
  return { ...camel(options), ...(status_code === undefined ? {} : { status: status_code }) };
}

/** A Response as the client receives it (Python's vector output). */
async function received(response) {
  const headers = Object.fromEntries([...response.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { status: response.status, headers, body: await response.text() };
}

export const OPERATIONS = {
  to_ai_sdk_stream: (input, options) => [...toAISDKStream(producer(input), camel(options))],
  to_ag_ui_events: (input, options) => [...toAGUIEvents(producer(input), camel(options))],
  ai_sdk_stream_response: (input, options) => received(toAISDKResponse(producer(input), responseOptions(options))),
  ag_ui_response: (input, options) => received(toAGUIResponse(producer(input), responseOptions(options))),
};
