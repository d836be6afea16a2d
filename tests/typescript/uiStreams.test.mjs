// chatschema/ui-streams: parseSSE reads server-sent events cut anywhere, as text or bytes, from a
// sync or async source or a web ReadableStream. The readers are proved by the conformance vectors
// (from_ai_sdk_stream, from_ag_ui_events: vector_ops/uiStreams.mjs) and end to end in tests/e2e.

import assert from "node:assert/strict";
import { test } from "node:test";

import { parseSSE } from "../../build/ts/src/typescript/uiStreams.js";

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
    message: "The stream ends inside an event (no blank line after it)",
  });
  assert.deepEqual(errorOf(["data: 1\n\ndata: 2\n"]).path, "$[1]");
  assert.deepEqual(errorOf(["data: 1\n\n", "da"]).path, "$[1]");
});

test("parseSSE: data that is not JSON, bytes that are not UTF-8", () => {
  assert.deepEqual(errorOf(["data: 1\n\ndata: [DONE]\n\ndata: {x\n\n"]), {
    got: [1],
    name: "ValidationError",
    path: "$[2]",
    message: "The data of the event is not JSON",
  });
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
