// toAISDKResponse and toAGUIResponse (chatschema/ui-streams-writer): their status, headers and body
// bytes are Python's ai_sdk_stream_response and ag_ui_response's, proved by the conformance vectors
// (ai_sdk_stream_response, ag_ui_response: vector_ops/uiStreamsWriter.mjs). Here the protocols' own
// clients (the oracles pinned in tests/oracles) read the Response as a front end does: ai 6.0.326's
// `parseJsonEventStream` with its `uiMessageChunkSchema` then `readUIMessageStream` (useChat's
// transport and reader), and @ag-ui/client 1.0.0's `runHttpRequest` then `transformHttpEventStream`
// (HttpAgent's). Also: any source gives the same bytes, the body is pulled lazily (the first event
// is read before the producer ends), a failing producer ends with the protocol's error event, a
// client that goes away closes the producer, and the status and headers pass through.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema } from "../oracles/node_modules/ai/dist/index.mjs";
import { runHttpRequest, transformHttpEventStream } from "../oracles/node_modules/@ag-ui/client/dist/index.mjs";
import { toAGUIEvents, toAGUIResponse, toAISDKResponse, toAISDKStream, toSSE } from "../../build/ts/src/typescript/uiStreamsWriter.js";
import { builtByTheClient } from "./_uiClient.mjs";

const VECTORS = new URL("../conformance/vectors/", import.meta.url);
const vectors = (op) => JSON.parse(readFileSync(new URL(`${op}.json`, VECTORS), "utf8")).vectors;
/** The vectors of whole answers: the scripted ones and the generated chunk streams. */
const ANSWERS = vectors("to_ai_sdk_stream").filter((v) => /^(scripted|named|gen-)/.test(v.id));
const RUN = { threadId: "thread-1", runId: "run-1" };

/** The events useChat's transport reads from a response (each checked by the SDK's schema). */
async function readByTheSDK(response) {
  const events = [];
  const parsed = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema() });
  for await (const result of parsed) {
    assert.ok(result.success, String(result.error));
    events.push(result.value);
  }
  return events;
}

/** The events HttpAgent reads from a response. */
function readByAGUIClient(response) {
  return new Promise((resolve, reject) => {
    const events = [];
    transformHttpEventStream(runHttpRequest(() => Promise.resolve(response))).subscribe({
      next: (event) => events.push(event),
      error: reject,
      complete: () => resolve(events),
    });
  });
}

async function* slowly(items) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

test("the AI SDK reads from toAISDKResponse the events toAISDKStream writes, and builds the same UIMessage", async () => {
  for (const vector of ANSWERS) {
    const response = toAISDKResponse(vector.input, { messageId: vector.options.message_id ?? null });
    assert.equal(response.headers.get("x-vercel-ai-ui-message-stream"), "v1");
    const events = await readByTheSDK(response);
    assert.deepEqual(events, vector.expected, vector.id);
    assert.deepEqual(await builtByTheClient(events), await builtByTheClient(vector.expected), vector.id);
  }
});

test("useChat's transport and reader build the answer's UIMessage from the Response's body", async () => {
  const response = toAISDKResponse([
    { type: "AIMessageChunk", content: "Hello", id: "msg-1" },
    { type: "AIMessageChunk", content: " there!", chunk_position: "last" },
  ]);
  const chunks = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema() });
  const stream = chunks.pipeThrough(new TransformStream({ transform: (result, controller) => controller.enqueue(result.value) }));
  let message;
  for await (const state of readUIMessageStream({ stream, terminateOnError: true })) message = state;
  assert.deepEqual(JSON.parse(JSON.stringify(message)), {
    id: "msg-1",
    role: "assistant",
    parts: [{ type: "step-start" }, { type: "text", text: "Hello there!", state: "done" }],
  });
});

test("HttpAgent reads from toAGUIResponse the events toAGUIEvents writes", async () => {
  for (const vector of vectors("to_ag_ui_events").filter((v) => /^(scripted|named|gen-00)/.test(v.id))) {
    const events = await readByAGUIClient(toAGUIResponse(vector.input, RUN));
    assert.deepEqual(events, vector.expected, vector.id);
  }
});

test("a sync iterable, an async one and a ReadableStream give the same bytes: toSSE of the events", async () => {
  const [vector] = ANSWERS;
  const wire = [...toSSE(toAISDKStream(vector.input), { done: true })].join("");
  assert.equal(await toAISDKResponse(vector.input).text(), wire);
  assert.equal(await toAISDKResponse(slowly(vector.input)).text(), wire);
  assert.equal(await toAISDKResponse(ReadableStream.from(vector.input)).text(), wire);
  const run = [...toSSE(toAGUIEvents(vector.input, RUN))].join("");
  assert.equal(await toAGUIResponse(slowly(vector.input), RUN).text(), run);
});

test("the body is pulled: its first event is read before the producer ends, one chunk read", { timeout: 20_000 }, async () => {
  let release;
  const gate = new Promise((resolve) => (release = resolve));
  let read = 0;
  let ended = false;
  async function* producer() {
    read++;
    yield { type: "AIMessageChunk", content: "Hel", id: "m1" };
    await gate; // the model is still thinking
    read++;
    yield { type: "AIMessageChunk", content: "lo", chunk_position: "last" };
    ended = true;
  }
  const response = toAISDKResponse(producer());
  assert.equal(read, 0, "nothing is read before the body is");
  const reader = response.body.getReader();
  const first = await reader.read();
  assert.equal(new TextDecoder().decode(first.value), 'data: {"type":"start","messageId":"m1"}\n\n');
  assert.deepEqual([read, ended], [1, false]);
  release();
  let rest = "";
  for (let next = await reader.read(); !next.done; next = await reader.read()) rest += new TextDecoder().decode(next.value);
  assert.ok(rest.endsWith('data: {"type":"finish"}\n\ndata: [DONE]\n\n'), rest);
  assert.deepEqual([read, ended], [2, true]);
});

test("a client that goes away closes the producer", async () => {
  let closed = false;
  async function* producer() {
    try {
      yield { type: "AIMessageChunk", content: "Hel", id: "m1" };
      yield { type: "AIMessageChunk", content: "lo", chunk_position: "last" };
    } finally {
      closed = true;
    }
  }
  const reader = toAGUIResponse(producer(), RUN).body.getReader();
  await reader.read();
  assert.equal(closed, false);
  await reader.cancel();
  assert.equal(closed, true);
});

test("a failing producer ends the stream with the protocol's error event, read by the clients", async () => {
  async function* failing() {
    yield { type: "AIMessageChunk", content: "Hel", id: "m1" };
    throw new TypeError("the model is overloaded");
  }
  const events = await readByTheSDK(toAISDKResponse(failing(), { onError: () => "Sorry." }));
  assert.deepEqual(events.slice(-2), [
    { type: "error", errorText: "Sorry." },
    { type: "finish", finishReason: "error" },
  ]);
  const text = await toAISDKResponse(failing()).text();
  assert.ok(text.endsWith('data: {"type":"finish","finishReason":"error"}\n\ndata: [DONE]\n\n'), text);
  const run = await toAGUIResponse(failing(), RUN).text();
  assert.ok(run.endsWith('data: {"type":"RUN_ERROR","message":"TypeError: the model is overloaded","code":"TypeError"}\n\n'), run);
});

test("status, statusText and headers pass through; a header in any case replaces the default", async () => {
  const response = toAISDKResponse([], {
    status: 202,
    statusText: "Accepted",
    headers: new Headers({ "Cache-Control": "no-store", "X-Request-Id": "r-1" }),
  });
  assert.deepEqual([response.status, response.statusText], [202, "Accepted"]);
  assert.deepEqual(Object.fromEntries(response.headers), {
    "cache-control": "no-store",
    connection: "keep-alive",
    "content-type": "text/event-stream",
    "x-accel-buffering": "no",
    "x-request-id": "r-1",
    "x-vercel-ai-ui-message-stream": "v1",
  });
  const run = toAGUIResponse([], { ...RUN, headers: [["content-type", "text/event-stream; charset=utf-8"]] });
  assert.deepEqual([run.status, run.statusText], [200, ""]);
  assert.equal(run.headers.get("content-type"), "text/event-stream; charset=utf-8");
  assert.equal(run.headers.get("x-vercel-ai-ui-message-stream"), null);
});
