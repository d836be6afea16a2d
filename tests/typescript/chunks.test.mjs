// Unit tests of the chunk utilities (the conformance vectors hold them to Python; these show the API).
import assert from "node:assert/strict";
import { test } from "node:test";

import { ChunkAccumulator } from "../../build/ts/src/typescript/accumulate.js";
import { addChunks, messageChunkToMessage } from "../../build/ts/src/typescript/chunks.js";
import { parseToolCallArgs } from "../../build/ts/src/typescript/partialJson.js";

const ai = (content, extra = {}) => ({
  type: "AIMessageChunk",
  content,
  additional_kwargs: {},
  response_metadata: {},
  name: null,
  id: null,
  tool_calls: [],
  invalid_tool_calls: [],
  usage_metadata: null,
  tool_call_chunks: [],
  chunk_position: null,
  ...extra,
});

const piece = (args, head = false) => ({
  name: head ? "f" : null,
  args,
  id: head ? "c1" : null,
  index: 0,
  type: "tool_call_chunk",
});

test("parseToolCallArgs reads partial JSON as Python does", () => {
  assert.deepEqual(parseToolCallArgs('{"city": "Pa'), { city: "Pa" });
  assert.deepEqual(parseToolCallArgs('{"a": [1, 2'), { a: [1, 2] });
  assert.deepEqual(parseToolCallArgs('{"a": 1.'), { a: 1 });
  assert.deepEqual(parseToolCallArgs('{"a": tr'), {});
  assert.deepEqual(parseToolCallArgs(null), {});
  assert.equal(parseToolCallArgs("[1, 2]"), null);
  assert.equal(parseToolCallArgs('{"a": 1]'), null);
  assert.equal(Object.keys(parseToolCallArgs('{"__proto__": 1}'))[0], "__proto__");
});

test("addChunks joins text, parses tool call arguments and picks the provider id", () => {
  const total = addChunks(ai("Hel", { id: "lc_run-1", tool_call_chunks: [piece('{"q": "pa', true)] }), ai("lo", { id: "run-9", tool_call_chunks: [piece('ris"}')] }));
  assert.equal(total.content, "Hello");
  assert.equal(total.id, "run-9");
  assert.deepEqual(total.tool_calls, [{ name: "f", args: { q: "paris" }, id: "c1", type: "tool_call" }]);
});

test("addChunks refuses what Python's + refuses", () => {
  const tool = (id) => ({ type: "ToolMessageChunk", content: "x", tool_call_id: id, additional_kwargs: {}, response_metadata: {}, name: null, id: null, artifact: null, status: "success" });
  assert.throws(() => addChunks(tool("1"), tool("2")), RangeError);
  assert.throws(() => addChunks(ai("", { additional_kwargs: { a: 1 } }), ai("", { additional_kwargs: { a: "x" } })), TypeError);
  assert.throws(() => addChunks(ai(""), 1), TypeError);
});

test("ChunkAccumulator reads equal the left fold of addChunks, read anywhere", () => {
  const chunks = [ai("", { tool_call_chunks: [piece("", true)] })];
  const text = '{"query": "' + "word ".repeat(400) + '", "n": [1, 2, 3]}';
  for (let i = 0; i < text.length; i += 3) chunks.push(ai("x", { tool_call_chunks: [piece(text.slice(i, i + 3))] }));
  const acc = new ChunkAccumulator();
  let fold = null;
  chunks.forEach((chunk, i) => {
    acc.add(chunk);
    fold = fold === null ? chunk : addChunks(fold, chunk);
    if (i % 97 === 0) assert.deepEqual(acc.message(), fold);
  });
  assert.deepEqual(acc.message(), fold);
  assert.equal(acc.length, chunks.length);
  assert.deepEqual(acc.message().tool_calls[0].args.n, [1, 2, 3]);
  assert.throws(() => new ChunkAccumulator().message(), RangeError);
});

test("ChunkAccumulator sums a long stream (each argument piece read once)", () => {
  const acc = new ChunkAccumulator([ai("", { tool_call_chunks: [piece('{"q": "', true)] })]);
  for (let i = 0; i < 20000; i++) acc.add(ai("w ", { tool_call_chunks: [piece("ab")] }));
  const message = acc.message();
  assert.equal(message.content.length, 40000);
  assert.equal(message.tool_calls[0].args.q.length, 40000);
});

test("messageChunkToMessage gives the message of the chunk's kind", () => {
  const message = messageChunkToMessage(ai("Hi", { id: "r1", chunk_position: "last" }));
  assert.equal(message.type, "ai");
  assert.equal("tool_call_chunks" in message, false);
  assert.equal("chunk_position" in message, false);
  const human = { type: "human", content: "x" };
  assert.equal(messageChunkToMessage(human), human);
});
