// chatschema/ui-streams: parseSSE reads server-sent events cut anywhere, as text or bytes, from a
// sync or async source or a web ReadableStream. The readers are proved by the conformance vectors
// (from_ai_sdk_stream, from_ag_ui_events: vector_ops/uiStreams.mjs) and end to end in tests/e2e; each
// step's own fields agree with the UIMessage the AI SDK's readUIMessageStream builds (tests/oracles).

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { ChunkAccumulator } from "../../build/ts/src/typescript/accumulate.js";
import { convertFromAISDKUIMessages } from "../../build/ts/src/typescript/aiSdk.js";
import { fromAGUIEvents, fromAISDKStream, parseSSE, StreamError } from "../../build/ts/src/typescript/uiStreams.js";
import { builtByTheClient } from "./_uiClient.mjs";

const VECTORS = new URL("../conformance/vectors/", import.meta.url);
const scripted = (op) => JSON.parse(readFileSync(new URL(`${op}.json`, VECTORS), "utf8")).vectors.find((v) => v.id === "scripted");

const WIRE = '\ufeffdata: {"type": "start"}\r\n\r\n: a comment\nevent: message\nid: 7\ndata: {"a":\ndata: 1}\r\rdata: [DONE]\n\n';
const EVENTS = [{ type: "start" }, { a: 1 }];

/** `text` cut into pieces of `size` characters. */
const cut = (text, size) => Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

test("parseSSE: the events, however the text is cut", () => {
  for (const size of [1, 2, 3, 5, 8, WIRE.length]) assert.deepEqual([...parseSSE(cut(WIRE, size))], EVENTS, `pieces of ${size}`);
});

test("parseSSE: bytes cut inside a character, from an async source and a ReadableStream", async () => {
  const bytes = new TextEncoder().encode('data: {"x": "é😀"}\n\n');
  const pieces = Array.from(bytes, (b) => Uint8Array.of(b));
  async function* source() {
    yield* pieces;
  }
  const got = [];
  for await (const event of parseSSE(source())) got.push(event);
  assert.deepEqual(got, [{ x: "é😀" }]);
  const body = new Response(bytes).body;
  const read = [];
  for await (const event of parseSSE(body)) read.push(event);
  assert.deepEqual(read, [{ x: "é😀" }]);
});

test("parseSSE: a sync source gives a generator, an async one an async generator", () => {
  assert.equal(typeof parseSSE([])[Symbol.iterator], "function");
  assert.equal(typeof parseSSE((async function* () {})())[Symbol.asyncIterator], "function");
});

function errorOf(pieces) {
  const got = [];
  try {
    for (const event of parseSSE(pieces)) got.push(event);
  } catch (error) {
    return { got, name: error.name, path: error.path, message: error.message };
  }
  return { got };
}

test("parseSSE: a stream cut inside an event throws, after the events before it", () => {
  assert.deepEqual(errorOf(["data: 1\n\ndata: {"]), {
    got: [1],
    name: "ValidationError",
    path: "$[1]",
    message: "the stream ended in the middle of a server-sent event (no blank line after it)",
  });
  assert.deepEqual(errorOf(["data: 1\n\ndata: 2\n"]).path, "$[1]");
  assert.deepEqual(errorOf(["data: 1\n\n", "da"]), { got: [1] }, "a cut line that holds no data");
});

test("parseSSE: data that is not JSON, bytes that are not UTF-8", () => {
  const notJson = errorOf(["data: 1\n\ndata: [DONE]\n\ndata: {x\n\n"]);
  assert.deepEqual([notJson.got, notJson.name, notJson.path], [[1], "ValidationError", "$[2]"]);
  assert.match(notJson.message, /^the data of a server-sent event is not JSON: /);
  const bad = errorOf([new TextEncoder().encode("data: 1\n\n"), Uint8Array.of(0xff)]);
  assert.deepEqual([bad.got, bad.path], [[1], "$[1]"]);
  assert.throws(() => [...parseSSE([42])], TypeError);
});

test("parseSSE: a 10 MB data line cut in 1 KB pieces, read in linear time", () => {
  const args = "x".repeat(10 * 1024 * 1024);
  const wire = `data: ${JSON.stringify({ type: "tool-input-delta", inputTextDelta: args })}\n\n`;
  const [event] = [...parseSSE(cut(wire, 1024))];
  assert.equal(event.inputTextDelta.length, args.length);
});

// -- the readers ----------------------------------------------------------------------------------

const READERS = [
  ["fromAISDKStream", fromAISDKStream, scripted("from_ai_sdk_stream")],
  ["fromAGUIEvents", fromAGUIEvents, scripted("from_ag_ui_events")],
];

async function* slowly(items) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

for (const [name, read, vector] of READERS) {
  test(`${name}: an async source gives the chunks a sync one gives, one event at a time`, async () => {
    const got = [];
    for await (const chunk of read(slowly(vector.input))) got.push(chunk);
    assert.deepEqual(got, vector.expected);
    assert.deepEqual([...read(vector.input)], vector.expected);
  });

  test(`${name}: the server-sent events of the stream, cut anywhere, read through parseSSE`, () => {
    const wire = vector.input.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("");
    assert.deepEqual([...read(parseSSE(cut(wire, 7)))], vector.expected);
  });

  test(`${name}: a step's chunks sum to one AI message, its tool calls parsed`, () => {
    const chunks = [...read(vector.input)];
    const firstTool = chunks.findIndex((c) => c.type === "tool");
    const step = new ChunkAccumulator(chunks.slice(0, firstTool)).message();
    assert.equal(step.chunk_position, "last");
    assert.deepEqual(
      step.tool_calls.map((c) => c.name),
      step.tool_call_chunks.map((c) => c.name),
    );
    assert.ok(step.tool_calls.every((c) => Object.keys(c.args).length > 0), JSON.stringify(step.tool_calls));
  });
}

/** The chunks read until the reader throws, and what it threw. */
function readUntilError(read, events) {
  const got = [];
  try {
    for (const chunk of read(events)) got.push(chunk);
  } catch (error) {
    return { got, error };
  }
  return { got, error: null };
}

test("hostile streams: a delta for an unknown id throws at its path, after every chunk before it", () => {
  const aiSdk = readUntilError(fromAISDKStream, [
    { type: "start" },
    { type: "text-start", id: "a" },
    { type: "text-delta", id: "a", delta: "kept" },
    { type: "text-delta", id: "b", delta: "lost" },
  ]);
  assert.deepEqual(aiSdk.got.map((c) => c.content), [[{ type: "text", text: "kept", index: 0 }]]);
  assert.deepEqual([aiSdk.error.name, aiSdk.error.path], ["ValidationError", "$[3].id"]);
  const agUi = readUntilError(fromAGUIEvents, [
    { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "f" },
    { type: "TOOL_CALL_ARGS", toolCallId: "c2", delta: "{}" },
  ]);
  assert.equal(agUi.got.length, 1);
  assert.deepEqual([agUi.error.name, agUi.error.path], ["ValidationError", "$[1].toolCallId"]);
});

test("hostile streams: the stream's own error is a StreamError with its text; a cut stream ends its step", () => {
  const { got, error } = readUntilError(fromAISDKStream, [
    { type: "text-start", id: "a" },
    { type: "text-delta", id: "a", delta: "Hel" },
    { type: "error", errorText: "The model is overloaded." },
  ]);
  assert.ok(error instanceof StreamError);
  assert.deepEqual([got.length, error.message, error.path, String(error)], [1, "The model is overloaded.", "$[2]", "The model is overloaded. (at $[2])"]);
  const cutShort = [...fromAGUIEvents([{ type: "TEXT_MESSAGE_START", messageId: "m", role: "assistant" }, { type: "TEXT_MESSAGE_CONTENT", messageId: "m", delta: "Hel" }])];
  assert.deepEqual(cutShort.map((c) => c.chunk_position), [null, "last"]);
  const invalid = readUntilError(fromAGUIEvents, [{ type: "TEXT_MESSAGE_CONTENT", messageId: "m" }]);
  assert.deepEqual([invalid.error.name, invalid.error.path], ["ValidationError", "$[0]"]);
});

test("hostile streams: a 10 MB argument string streamed in 1 KB pieces reads in linear time", () => {
  const args = JSON.stringify({ text: "x".repeat(10 * 1024 * 1024) });
  const events = [{ type: "tool-input-start", toolCallId: "c1", toolName: "f" }];
  for (let i = 0; i < args.length; i += 1024) events.push({ type: "tool-input-delta", toolCallId: "c1", inputTextDelta: args.slice(i, i + 1024) });
  events.push({ type: "finish-step" });
  let total = 0;
  let last = null;
  for (const chunk of fromAISDKStream(events)) {
    total += chunk.tool_call_chunks.reduce((n, c) => n + (c.args?.length ?? 0), 0);
    last = chunk;
  }
  assert.equal(total, args.length);
  assert.equal(last.chunk_position, "last");
});

test("input given whole and outputs that are not text are written as Python writes JSON", () => {
  const events = [
    { type: "tool-input-available", toolCallId: "c", toolName: "f", input: { x: 0.00001, y: "é", z: [1, 2] } },
    { type: "tool-output-available", toolCallId: "c", output: { t: 1e-7 } },
  ];
  const [call, , result] = [...fromAISDKStream(events)];
  assert.equal(call.tool_call_chunks[0].args, '{"x":1e-05,"y":"é","z":[1,2]}');
  assert.equal(result.content, '{"t":1e-07}');
});


/** Each step's sum (chunks up to one marked last), without the tool messages. */
function stepSums(chunks) {
  const out = [];
  let step = [];
  for (const chunk of chunks) {
    if (chunk.type === "tool") continue;
    step.push(chunk);
    if (chunk.chunk_position === "last") {
      out.push(new ChunkAccumulator(step).message());
      step = [];
    }
  }
  return out;
}

/** A step's own fields: id, usage, response metadata (but the mark of list content). */
function ownFields(message) {
  const { output_version: _, ...metadata } = message.response_metadata;
  return [message.id, message.usage_metadata, metadata];
}

test("fromAISDKStream and the UIMessage useChat builds from the same stream give each step the same id, usage and metadata", async () => {
  const file = new URL("from_ai_sdk_stream.json", VECTORS);
  const written = JSON.parse(readFileSync(file, "utf8")).vectors.filter((v) => v.id === "scripted" || v.id.startsWith("gen-"));
  let multiStep = 0;
  for (const vector of written) {
    const fromStream = stepSums(fromAISDKStream(vector.input)).map(ownFields);
    const message = await builtByTheClient(vector.input);
    if (message.id === "") message.id = "msg-0"; // no messageId in the stream: the first step's id is in its metadata
    const fromMessage = convertFromAISDKUIMessages([message]).filter((m) => m.type === "ai").map(ownFields);
    assert.deepEqual(fromMessage, fromStream, vector.id);
    if (fromStream.length > 1) multiStep++;
  }
  assert.ok(multiStep >= 10, `${multiStep} multi-step streams`);
});
