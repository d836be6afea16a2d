// chatschema/ui-streams-writer: the writers are proved event for event by the conformance vectors
// (to_ai_sdk_stream, to_ag_ui_events: vector_ops/uiStreamsWriter.mjs); here the protocols' own
// packages (the oracles pinned in tests/oracles) read what they write: every event of toAISDKStream
// passes our AISDKUIMessageChunk validator and ai 6.0.326's `uiMessageChunkSchema`, and the UIMessage
// its `readUIMessageStream` (useChat's reader) builds is `convertToAISDKUIMessages` of the same
// answer; every event of toAGUIEvents passes our AGUIEvent validator and @ag-ui/core 1.0.0's
// `EventSchemas`. Also: both read back by the readers, sync and async sources, a failing source, toSSE.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { uiMessageChunkSchema } from "../oracles/node_modules/ai/dist/index.mjs";
import { EventSchemas } from "../oracles/node_modules/@ag-ui/core/dist/schemas.mjs";
import { AGUIEvent } from "../../build/ts/generated/typescript/validators/AGUIEvent.js";
import { AISDKUIMessageChunk } from "../../build/ts/generated/typescript/validators/AISDKUIMessageChunk.js";
import { ChunkAccumulator } from "../../build/ts/src/typescript/accumulate.js";
import { convertFromAISDKUIMessages, convertToAISDKUIMessages } from "../../build/ts/src/typescript/aiSdk.js";
import { messageChunkToMessage } from "../../build/ts/src/typescript/chunks.js";
import { fromAGUIEvents, fromAISDKStream, parseSSE } from "../../build/ts/src/typescript/uiStreams.js";
import { errorText, toAGUIEvents, toAISDKStream, toSSE } from "../../build/ts/src/typescript/uiStreamsWriter.js";
import { builtByTheClient } from "./_uiClient.mjs";

const VECTORS = new URL("../conformance/vectors/", import.meta.url);
const vectors = (op) => JSON.parse(readFileSync(new URL(`${op}.json`, VECTORS), "utf8")).vectors;
/** The vectors of whole answers: the scripted ones and the generated chunk streams. */
const ANSWERS = vectors("to_ai_sdk_stream").filter((v) => /^(scripted|named|gen-)/.test(v.id));


/** Each run of chunks summed (ChunkAccumulator) as a message, with the name its chunks give (which
 * chunk addition does not keep, and the writer does), and the tool messages between. */
function summed(items) {
  const out = [];
  let acc = null;
  let name = null;
  const close = () => {
    if (acc !== null) out.push({ ...messageChunkToMessage(acc.message()), ...(name === null ? {} : { name }) });
    acc = null;
    name = null;
  };
  for (const item of items) {
    if (item.type === "tool") {
      close();
      out.push(item);
    } else {
      acc ??= new ChunkAccumulator();
      acc.add(item);
      name = item.name ?? name;
    }
  }
  close();
  return out;
}

/** `value` with the keys of every object sorted (the client and the converter order keys their own
 * way), and without the keys the client sets to `undefined`. */
function sorted(value) {
  if (Array.isArray(value)) return value.map(sorted);
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value).filter((k) => value[k] !== undefined);
  return Object.fromEntries(keys.sort().map((k) => [k, sorted(value[k])]));
}

/** The parts the client builds, less what it adds for display: a streamed text or reasoning part's
 * `state` ("done") and a reasoning part's stream id. */
function withoutDisplay(part) {
  if (part.type !== "text" && part.type !== "reasoning") return part;
  const { state: _, id: __, ...rest } = part;
  return rest;
}

/** A message's parts, each step's in one order: the client orders a step's parts as they opened in
 * the stream (a tool call may open before a text part), the converter by content index then calls. */
function byStep(parts) {
  const steps = [];
  for (const part of parts) {
    if (part.type === "step-start" || steps.length === 0) steps.push([]);
    steps.at(-1).push(JSON.stringify(sorted(withoutDisplay(part))));
  }
  return steps.map((step) => step.sort());
}

test("every event toAISDKStream writes passes AISDKUIMessageChunk and the SDK's uiMessageChunkSchema", async () => {
  const schema = uiMessageChunkSchema();
  let events = 0;
  for (const vector of vectors("to_ai_sdk_stream")) {
    if (!("expected" in vector)) continue;
    for (const event of vector.expected) {
      assert.equal(AISDKUIMessageChunk.check(event), undefined, `${vector.id}: ${JSON.stringify(event)}`);
      const parsed = await schema.validate(event);
      assert.ok(parsed.success, `${vector.id}: ${JSON.stringify(event)}: ${parsed.error}`);
      events++;
    }
  }
  assert.ok(events > 1500, `${events} events`);
});

test("the UIMessage readUIMessageStream builds from toAISDKStream is convertToAISDKUIMessages of the same answer", async (t) => {
  let multiStep = 0;
  for (const vector of ANSWERS) {
    const events = [...toAISDKStream(vector.input)];
    const message = await builtByTheClient(events);
    const [converted] = convertToAISDKUIMessages(summed(vector.input));
    // no messageId in the stream: the client's id is "", the converter's msg-0 (the first step's own id is in the metadata)
    assert.deepEqual([message.id || "msg-0", message.role], [converted.id, converted.role], vector.id);
    assert.deepEqual(sorted(message.metadata), sorted(converted.metadata), vector.id);
    assert.deepEqual(byStep(message.parts), byStep(converted.parts), vector.id);
    if (vector.id === "scripted") {
      // its text comes before its tool calls: the parts are in the same order too
      const inOrder = (parts) => parts.map((part) => sorted(withoutDisplay(part)));
      assert.deepEqual(inOrder(message.parts), inOrder(converted.parts));
    }
    if (message.parts.filter((p) => p.type === "step-start").length > 1) multiStep++;
  }
  t.diagnostic(`${ANSWERS.length} answers, ${multiStep} of several steps`);
  assert.ok(multiStep >= 10, `${multiStep} multi-step answers`);
});

/** Where an answer can be cut between steps: before a step's tool results, or after them. */
function cuts(items) {
  const out = [];
  for (let i = 1; i < items.length; i++) if ((items[i].type === "tool") !== (items[i - 1].type === "tool")) out.push(i);
  return out;
}

test("with originalMessages, readUIMessageStream continues the client's message into convertToAISDKUIMessages of the whole answer", async (t) => {
  const user = { id: "u1", role: "user", parts: [{ type: "text", text: "?" }] };
  let count = 0;
  let withSteps = 0;
  for (const vector of ANSWERS) {
    const [expected] = convertToAISDKUIMessages(summed(vector.input));
    for (const cut of cuts(vector.input)) {
      const name = `${vector.id}@${cut}`;
      const [original] = convertToAISDKUIMessages(summed(vector.input.slice(0, cut)));
      const events = [...toAISDKStream(vector.input.slice(cut), { originalMessages: [user, original] })];
      assert.deepEqual(events[0], { type: "start", messageId: original.id }, name);
      const message = await builtByTheClient(events, original);
      assert.equal(message.id, expected.id, name);
      assert.deepEqual(sorted(message.metadata), sorted(expected.metadata), name);
      assert.deepEqual(byStep(message.parts), byStep(expected.parts), name);
      // and it reads back as the answer's steps, each with its own id
      const back = convertFromAISDKUIMessages([message]).filter((m) => m.type === "ai").map((m) => [m.id, m.usage_metadata ?? null]);
      const steps = summed(vector.input).filter((m) => m.type !== "tool").map((m) => [m.id ?? null, m.usage_metadata ?? null]);
      assert.deepEqual(back, steps, name);
      // and our own reader, given the same messages, reads the stream's steps as written
      const own = (m) => [m.type, m.id ?? null, m.tool_calls ?? m.tool_call_id, m.usage_metadata ?? m.status ?? null, m.name ?? null];
      const read = summed([...fromAISDKStream(events, { originalMessages: [user, original] })]);
      assert.deepEqual(read.map(own), summed(vector.input.slice(cut)).map(own), name);
      count++;
      if (events.some((e) => e.type === "start-step")) withSteps++;
    }
  }
  t.diagnostic(`${count} answers cut and continued, ${withSteps} with steps to write`);
  assert.ok(count >= 20 && withSteps >= 10, `${count} cuts, ${withSteps} with steps`);
});

test("toAISDKStream with originalMessages: the example; the last message checked as far as it is read", () => {
  const weather = { type: "tool-weather", toolCallId: "c1", state: "output-available", input: {}, output: "18C" };
  const sent = [{ id: "m1", role: "assistant", parts: [{ type: "step-start" }, weather] }];
  const answer = [{ type: "AIMessageChunk", content: "Sunny.", id: "run-2", chunk_position: "last" }];
  assert.deepEqual(
    [...toAISDKStream(answer, { originalMessages: sent })].filter((e) => e.type === "start" || e.type === "message-metadata"),
    [{ type: "start", messageId: "m1" }, { type: "message-metadata", messageMetadata: { chatschema: { steps: { 1: { id: "run-2" } } } } }],
  );
  // the error is thrown by the call, before any event is asked for
  assert.throws(() => toAISDKStream(answer, { originalMessages: [{ id: "m1", role: "assistant", parts: {} }] }), { name: "ValidationError", path: "$[0].parts" });
  assert.throws(() => toAISDKStream(answer, { originalMessages: [{ id: "m1", role: "assistant" }] }), { name: "ValidationError", path: "$[0]" });
});

test("toAISDKStream then fromAISDKStream: each step's chunks sum to the step written", () => {
  for (const vector of ANSWERS) {
    const read = summed([...fromAISDKStream(toAISDKStream(vector.input))]);
    const written = summed(vector.input);
    assert.deepEqual(
      read.map((m) => [m.type, m.id, m.tool_calls ?? m.tool_call_id, m.usage_metadata ?? m.status]),
      written.map((m) => [m.type, m.id, m.tool_calls ?? m.tool_call_id, m.usage_metadata ?? m.status]),
      vector.id,
    );
  }
});

test("every event toAGUIEvents writes passes AGUIEvent and @ag-ui/core's EventSchemas", () => {
  let events = 0;
  for (const vector of vectors("to_ag_ui_events")) {
    if (!("expected" in vector)) continue;
    for (const event of vector.expected) {
      assert.equal(AGUIEvent.check(event), undefined, `${vector.id}: ${JSON.stringify(event)}`);
      const parsed = EventSchemas.safeParse(event);
      assert.ok(parsed.success, `${vector.id}: ${JSON.stringify(event)}: ${parsed.error}`);
      events++;
    }
  }
  assert.ok(events > 1500, `${events} events`);
});

test("toAGUIEvents then fromAGUIEvents: each step's chunks sum to the step written", () => {
  const run = { threadId: "thread-1", runId: "run-1" };
  for (const vector of ANSWERS) {
    const read = summed([...fromAGUIEvents(toAGUIEvents(vector.input, run))]);
    const written = summed(vector.input);
    assert.deepEqual(
      read.map((m) => [m.type, m.id, m.name, m.tool_calls ?? m.tool_call_id, m.usage_metadata ?? m.status]),
      written.map((m) => [m.type, m.id, m.name, m.tool_calls ?? m.tool_call_id, m.usage_metadata ?? m.status]),
      vector.id,
    );
  }
});

async function* slowly(items) {
  for (const item of items) {
    await new Promise((resolve) => setImmediate(resolve));
    yield item;
  }
}

test("toAISDKStream: a sync source gives a generator, an async one or a ReadableStream an async generator, the same events", async () => {
  const [vector] = ANSWERS;
  const sync = toAISDKStream(vector.input);
  assert.equal(typeof sync[Symbol.iterator], "function");
  assert.deepEqual([...sync], vector.expected);
  const got = [];
  for await (const event of toAISDKStream(slowly(vector.input))) got.push(event);
  assert.deepEqual(got, vector.expected);
  const body = ReadableStream.from(vector.input);
  const read = [];
  for await (const event of toAISDKStream(body)) read.push(event);
  assert.deepEqual(read, vector.expected);
});

test("toAGUIEvents: an async source gives the events a sync one gives; a failing one ends with RUN_ERROR", async () => {
  const run = { threadId: "t", runId: "r" };
  const [vector] = vectors("to_ag_ui_events").filter((v) => v.id === "scripted");
  const got = [];
  for await (const event of toAGUIEvents(slowly(vector.input), run)) got.push(event);
  assert.deepEqual(got, [...toAGUIEvents(vector.input, run)]);
  async function* failing() {
    yield { type: "AIMessageChunk", content: "Hel", id: "m1" };
    throw new TypeError("the model is overloaded");
  }
  const failed = [];
  for await (const event of toAGUIEvents(failing(), run)) failed.push(event);
  assert.deepEqual(failed.slice(-2), [
    { type: "TEXT_MESSAGE_END", messageId: "m1" },
    { type: "RUN_ERROR", message: "TypeError: the model is overloaded", code: "TypeError" },
  ]);
});

test("toAISDKStream: a failing async source ends with error and finish, the events before it kept; onError sets the text", async () => {
  async function* failing() {
    yield { type: "AIMessageChunk", content: "Hel", id: "m1" };
    throw new TypeError("the model is overloaded");
  }
  const got = [];
  for await (const event of toAISDKStream(failing(), { onError: () => "Something went wrong." })) got.push(event);
  assert.deepEqual(got.slice(-4), [
    { type: "text-delta", id: "1-1", delta: "Hel" },
    { type: "text-end", id: "1-1" },
    { type: "error", errorText: "Something went wrong." },
    { type: "finish", finishReason: "error" },
  ]);
  assert.equal(errorText(new TypeError("bad")), "TypeError: bad");
  assert.equal(errorText(new Error("")), "Error");
  assert.equal(errorText("plain"), "plain");
});

test("toSSE: one data line per event, [DONE] with done; parseSSE reads them back", async () => {
  const events = [{ type: "start" }, { type: "text-delta", id: "1", delta: "é\n" }];
  const wire = [...toSSE(events, { done: true })];
  assert.deepEqual(wire, ['data: {"type":"start"}\n\n', 'data: {"type":"text-delta","id":"1","delta":"é\\n"}\n\n', "data: [DONE]\n\n"]);
  assert.deepEqual([...parseSSE(wire)], events);
  assert.deepEqual([...toSSE(events)].length, 2);
  const got = [];
  for await (const frame of toSSE(slowly(events))) got.push(frame);
  assert.deepEqual(got, wire.slice(0, 2));
});
