// "chatschema/ai-sdk" checked by the Vercel AI SDK itself (ai 6.0.326, the oracle pinned in
// tests/oracles): what the writers give passes the SDK's `modelMessageSchema` and
// `safeValidateUIMessages` (and our own AISDKModelMessage and AISDKUIMessage validators), and
// `convertToModelMessages` takes our UIMessages; values the SDK's own
// schemas accept are read by the readers; round trips are identical for histories of mappable
// content. The counts are printed as diagnostics. Run with `make ts-test`, after `make ts-build`.

import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import {
  convertToModelMessages,
  modelMessageSchema,
  safeValidateUIMessages,
  uiMessageChunkSchema,
} from "../oracles/node_modules/ai/dist/index.mjs";
import { z } from "../oracles/node_modules/zod/index.js";
import {
  convertFromAISDKMessages,
  convertFromAISDKUIMessages,
  convertToAISDKMessages,
  convertToAISDKUIMessages,
} from "../../build/ts/src/typescript/aiSdk.js";
import { fullForm } from "../../build/ts/src/typescript/dict.js";
import { AISDKModelMessage } from "../../build/ts/generated/typescript/validators/AISDKModelMessage.js";
import { AISDKUIMessage } from "../../build/ts/generated/typescript/validators/AISDKUIMessage.js";
import { ConversionError } from "../../build/ts/src/typescript/errors.js";
import { builtByTheClient as streamed } from "./_uiClient.mjs";

const VECTORS = new URL("../conformance/vectors/", import.meta.url);
const quiet = { strict: false, onLoss: () => {} };

/** The histories of chatschema messages the tests convert: the inputs of the conformance vectors of
 * the AI SDK writers when they exist, and those of messages_to_dict (every kind of message). */
function corpus() {
  const out = [];
  for (const name of ["convert_to_ai_sdk_messages", "convert_to_ai_sdk_ui_messages", "messages_to_dict"]) {
    const file = new URL(`${name}.json`, VECTORS);
    if (!existsSync(file)) continue;
    for (const v of JSON.parse(readFileSync(file, "utf8")).vectors) {
      if ("error" in v || !Array.isArray(v.input) || !v.input.every((m) => m && typeof m === "object" && "type" in m)) continue;
      out.push(v.input);
    }
  }
  return out;
}

/** `convert(history, {strict: true})`, or null when it refuses (a ConversionError). */
function strictly(convert, history) {
  try {
    return convert(history, { strict: true });
  } catch (error) {
    if (error instanceof ConversionError) return null;
    throw error;
  }
}

// -- a seeded generator of histories of mappable content -----------------------------------------

function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTS = ["hi", "", "Paris, é ✓", "line\nbreak", '{"a": 1}', "  spaced  "];
const MEDIA = [
  { type: "image", url: "https://example.com/a.png", mime_type: "image/png" },
  { type: "image", base64: "iVBORw0KGgo=", mime_type: "image/png" },
  { type: "file", base64: "JVBERi0=", mime_type: "application/pdf", filename: "a.pdf" },
  { type: "file", url: "https://example.com/b.pdf", mime_type: "application/pdf" },
  { type: "audio", base64: "UklGRg==", mime_type: "audio/wav" },
];

function mappableHistory(random, n) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const maybe = (p) => random() < p;
  const textOrList = (extra) => {
    const blocks = [];
    const count = Math.floor(random() * 3);
    for (let k = 0; k < count; k++) blocks.push(maybe(0.6) ? { type: "text", text: pick(TEXTS) } : pick(extra));
    if (blocks.length === 0) return pick(TEXTS);
    if (blocks.length === 1 && blocks[0].type === "text") blocks.push(pick(extra));
    return blocks;
  };
  const meta = (m) => {
    if (maybe(0.5)) m.id = `m${Math.floor(random() * 1e6)}`;
    if (maybe(0.2)) m.name = pick(["alice", "bob"]);
    return m;
  };
  const out = [];
  if (maybe(0.5)) out.push(meta({ type: "system", content: pick(TEXTS) }));
  let call = 0;
  for (let i = 0; i < n; i++) {
    out.push(meta({ type: "human", content: textOrList(MEDIA) }));
    const reasoning = [{ type: "reasoning", reasoning: "because" }, ...MEDIA.filter((b) => b.type !== "image" || b.base64)];
    // a turn of one to three steps (an agent loop): each step an AI message, the results of its
    // calls after it
    const steps = maybe(0.5) ? 1 : 2 + Math.floor(random() * 2);
    let first; // the UI message's id: the first step's, or `msg-<index>`
    for (let step = 0; step < steps; step++) {
      // list content is standard (v1) content: it holds the tool calls too, and says so
      const calls = step < steps - 1 ? 1 + Math.floor(random() * 2) : maybe(0.5) ? Math.floor(random() * 3) : 0;
      const ai = meta({ type: "ai", content: textOrList(reasoning), tool_calls: [] });
      for (let k = 0; k < calls; k++)
        ai.tool_calls.push({ name: pick(["search", "calc"]), args: { q: pick(TEXTS), n: k }, id: `call_${call++}`, type: "tool_call" });
      if (maybe(0.3)) ai.usage_metadata = { input_tokens: 3, output_tokens: 4, total_tokens: 7 };
      if (maybe(0.3)) ai.response_metadata = { model_name: "m-1", finish_reason: "stop" };
      if (Array.isArray(ai.content)) {
        ai.content.push(...ai.tool_calls.map(({ name, args, id }) => ({ type: "tool_call", id, name, args })));
        ai.response_metadata = { ...ai.response_metadata, output_version: "v1" };
      }
      if (step === 0) first = ai.id ?? `msg-${out.length}`;
      else if (maybe(0.3)) ai.id = `${first}-${step}`; // the id the reader derives, so left out of the metadata
      out.push(ai);
      for (const c of ai.tool_calls) {
        const tool = meta({ type: "tool", content: pick(TEXTS), tool_call_id: c.id });
        if (maybe(0.2)) tool.status = "error";
        if (maybe(0.1)) tool.artifact = { rows: [1, 2] };
        out.push(tool);
      }
    }
  }
  return out.map((m) => fullForm(m));
}

const GENERATED = Array.from({ length: 300 }, (_, k) => mappableHistory(rng(k + 1), 1 + (k % 4)));

// -- chatschema -> the AI SDK --------------------------------------------------------------------

test("every converted history passes modelMessageSchema", (t) => {
  let histories = 0;
  let lossless = 0;
  let messages = 0;
  for (const history of [...corpus(), ...GENERATED]) {
    histories++;
    if (strictly(convertToAISDKMessages, history) !== null) lossless++;
    const out = convertToAISDKMessages(history, quiet);
    assert.equal(AISDKModelMessage.checkEach(out), undefined, "our own schema type refuses what we wrote");
    for (const [i, message] of out.entries()) {
      const result = modelMessageSchema.safeParse(message);
      assert.ok(result.success, `history ${histories}, message ${i}: ${JSON.stringify(result.error?.issues)}`);
      messages++;
    }
  }
  t.diagnostic(
    `ModelMessage: ${messages} messages of ${histories} histories pass modelMessageSchema; ${lossless} histories convert with strict: true`,
  );
});

test("every converted history passes safeValidateUIMessages and convertToModelMessages", async (t) => {
  let histories = 0;
  let lossless = 0;
  let messages = 0;
  for (const history of [...corpus(), ...GENERATED]) {
    histories++;
    if (strictly(convertToAISDKUIMessages, history) !== null) lossless++;
    const out = convertToAISDKUIMessages(history, quiet);
    assert.equal(AISDKUIMessage.checkEach(out), undefined, "our own schema type refuses what we wrote");
    const result = await safeValidateUIMessages({ messages: out });
    if (out.length > 0) assert.ok(result.success, `history ${histories}: ${result.error?.message}`);
    const model = await convertToModelMessages(out);
    for (const message of model) assert.ok(modelMessageSchema.safeParse(message).success);
    messages += out.length;
  }
  t.diagnostic(
    `UIMessage: ${messages} messages of ${histories} histories pass safeValidateUIMessages and convertToModelMessages; ${lossless} histories convert with strict: true`,
  );
});

/** Each message as `role|text|call ids` (its text parts joined; the ids of its tool calls and tool
 * results, in order); the assistant messages with neither left out (the SDK drops a step that has
 * no content). */
function modelShape(messages) {
  return messages
    .map((m) => {
      const content = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
      const text = content.filter((p) => p.type === "text").map((p) => p.text);
      const ids = content.filter((p) => p.type === "tool-call" || p.type === "tool-result").map((p) => `${p.type}:${p.toolCallId}`);
      return `${m.role}|${text.join("")}|${ids.join(",")}`;
    })
    .filter((shape) => shape !== "assistant||");
}

test("a turn of several steps is one assistant UIMessage, which the SDK turns into the steps' ModelMessages", async (t) => {
  let steps = 0;
  let turns = 0;
  for (const [k, history] of GENERATED.entries()) {
    const ui = convertToAISDKUIMessages(history);
    // the generated turns are a human message, then AI messages each after the results of the one before
    const assistants = ui.filter((m) => m.role === "assistant");
    assert.equal(assistants.length, history.filter((m) => m.type === "human").length, `history ${k}`);
    const starts = assistants.flatMap((m) => m.parts.filter((p) => p.type === "step-start"));
    assert.equal(starts.length, history.filter((m) => m.type === "ai").length, `history ${k}`);
    for (const m of assistants) assert.equal(m.parts[0].type, "step-start", `history ${k}`);
    // the SDK's own convertToModelMessages gives the steps in order: what our ModelMessage writer gives
    assert.deepEqual(modelShape(await convertToModelMessages(ui)), modelShape(convertToAISDKMessages(history)), `history ${k}`);
    steps += starts.length;
    turns += assistants.length;
  }
  t.diagnostic(`${steps} steps in ${turns} assistant UIMessages, the SDK's ModelMessages of each as our writer's`);
});

// -- round trips -----------------------------------------------------------------------------------

test("round trips are identical for histories of mappable content", (t) => {
  for (const [k, history] of GENERATED.entries()) {
    assert.deepStrictEqual(convertFromAISDKMessages(convertToAISDKMessages(history)), history, `ModelMessage, history ${k}`);
    assert.deepStrictEqual(convertFromAISDKUIMessages(convertToAISDKUIMessages(history)), history, `UIMessage, history ${k}`);
  }
  let model = 0;
  let ui = 0;
  let both = 0;
  const histories = corpus();
  for (const history of histories) {
    const full = history.map((m) => fullForm(m));
    const m = strictly(convertToAISDKMessages, history);
    const u = strictly(convertToAISDKUIMessages, history);
    const sameM = m !== null && isDeepEqual(convertFromAISDKMessages(m), full);
    const sameU = u !== null && isDeepEqual(convertFromAISDKUIMessages(u), full);
    model += sameM;
    ui += sameU;
    both += sameM && sameU;
  }
  t.diagnostic(
    `${GENERATED.length} generated histories round-trip identically both ways; of ${histories.length} corpus histories, ` +
      `${model} through ModelMessage, ${ui} through UIMessage (the others hold what the SDK has no place for, or normalise)`,
  );
});

/** JSON text with the keys of every object sorted (`undefined` left out, as JSON does). */
function sorted(value) {
  return JSON.stringify(value, (_, v) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

function isDeepEqual(a, b) {
  try {
    assert.deepStrictEqual(a, b);
    return true;
  } catch {
    return false;
  }
}

// -- the AI SDK -> chatschema: values the SDK's own schemas accept --------------------------------

const STRINGS = [
  "hi",
  "",
  "é ✓",
  "https://example.com/a.png",
  "data:image/png;base64,iVBORw0KGgo=",
  "iVBORw0KGgo=",
  "image/png",
  "application/pdf",
  "call_1",
  "search",
  "chatschema",
];

/** A value of a JSON Schema (as zod's toJSONSchema writes it), drawn with `random`. */
function sample(schema, defs, random, depth = 0) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  if (schema.$ref) return sample(defs[schema.$ref.split("/").pop()], defs, random, depth + 1);
  if ("const" in schema) return schema.const;
  if (schema.enum) return pick(schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const options = depth > 6 ? union.filter((s) => s.type !== "object" && s.type !== "array" && !s.$ref) : union;
    return sample(pick(options.length > 0 ? options : union), defs, random, depth + 1);
  }
  switch (schema.type) {
    case "string":
      return pick(STRINGS);
    case "number":
    case "integer":
      return Math.floor(random() * 100);
    case "boolean":
      return random() < 0.5;
    case "null":
      return null;
    case "array": {
      const n = depth > 6 ? 0 : Math.floor(random() * 4);
      return Array.from({ length: n }, () => sample(schema.items ?? {}, defs, random, depth + 1));
    }
    case "object": {
      const out = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if ((schema.required ?? []).includes(key) || random() < 0.4) out[key] = sample(sub, defs, random, depth + 1);
      }
      if (!schema.properties && schema.additionalProperties && depth <= 6) {
        const n = Math.floor(random() * 3);
        for (let k = 0; k < n; k++) out[pick(STRINGS)] = sample(schema.additionalProperties, defs, random, depth + 1);
      }
      return out;
    }
    default:
      return pick(STRINGS);
  }
}

test("ModelMessages the SDK's modelMessageSchema accepts are read", (t) => {
  const schema = z.toJSONSchema(modelMessageSchema, { unrepresentable: "any" });
  const random = rng(7);
  let valid = 0;
  let lossless = 0;
  let again = 0;
  for (let k = 0; k < 3000; k++) {
    const message = sample(schema, schema.$defs ?? {}, random);
    if (!modelMessageSchema.safeParse(message).success) continue;
    valid++;
    const read = convertFromAISDKMessages([message], quiet); // never throws on a valid value
    assert.ok(Array.isArray(read));
    const strict = strictly(convertFromAISDKMessages, [message]);
    if (strict === null) continue;
    lossless++;
    // what is read without loss is written back as the SDK's schema takes it
    for (const out of convertToAISDKMessages(strict, quiet)) assert.ok(modelMessageSchema.safeParse(out).success);
    if (isDeepEqual(convertToAISDKMessages(strict, quiet), [message])) again++;
  }
  assert.ok(valid > 500, `only ${valid} valid samples`);
  t.diagnostic(
    `${valid} ModelMessages drawn from modelMessageSchema: all read with strict: false; ${lossless} read with strict: true, ${again} of them written back identically`,
  );
});

/** A UIMessage drawn from the SDK's UIMessage parts (the schema is not exported: the shapes are the
 * .d.ts's, and safeValidateUIMessages judges each). */
function sampleUI(random) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const json = () => pick([null, 1, "x", { a: [1, "é"] }, [1, 2], true]);
  const providerMetadata = () => pick([undefined, undefined, { chatschema: { id: "p1" } }, { openai: { itemId: "i" } }]);
  const part = () => {
    const kind = pick(["text", "reasoning", "file", "step-start", "tool", "dynamic-tool", "source-url", "source-document", "data-x"]);
    const states = ["input-streaming", "input-available", "output-available", "output-error", "approval-requested", "output-denied"];
    switch (kind) {
      case "text":
      case "reasoning":
        return {
          type: kind,
          text: pick(STRINGS),
          ...(random() < 0.3 ? { state: pick(["streaming", "done"]) } : {}),
          ...(random() < 0.2 ? { providerMetadata: providerMetadata() } : {}),
        };
      case "file":
        return {
          type: "file",
          mediaType: pick(["image/png", "application/pdf", "audio/wav"]),
          url: pick(STRINGS.slice(3, 6)),
          ...(random() < 0.3 ? { filename: "a.bin" } : {}),
        };
      case "step-start":
        return { type: "step-start" };
      case "source-url":
        return { type: "source-url", sourceId: "s1", url: "https://example.com" };
      case "source-document":
        return { type: "source-document", sourceId: "s2", mediaType: "application/pdf", title: "T" };
      case "data-x":
        return { type: "data-x", data: json() };
      default: {
        const state = pick(states);
        const base = kind === "tool" ? { type: `tool-${pick(["search", "calc"])}` } : { type: "dynamic-tool", toolName: "mcp" };
        const out = { ...base, toolCallId: `call_${Math.floor(random() * 1000)}`, state, input: json() };
        if (random() < 0.3) out.providerExecuted = random() < 0.5;
        if (state === "output-available") out.output = json();
        if (state === "output-error") out.errorText = "boom";
        if (state === "approval-requested") out.approval = { id: "ap1" };
        if (state === "output-denied") out.approval = { id: "ap1", approved: false };
        return out;
      }
    }
  };
  const role = pick(["system", "user", "assistant"]);
  const parts = Array.from({ length: Math.floor(random() * 4) }, part);
  const message = { id: pick(["m1", "", "msg-2"]), role, parts };
  if (random() < 0.3) message.metadata = pick([{ chatschema: { name: "bob" } }, { other: 1 }, "x"]);
  return message;
}

test("UIMessages safeValidateUIMessages accepts are read", async (t) => {
  const random = rng(11);
  let valid = 0;
  let lossless = 0;
  let again = 0;
  for (let k = 0; k < 2000; k++) {
    const message = sampleUI(random);
    if (!(await safeValidateUIMessages({ messages: [message] })).success) continue;
    valid++;
    assert.ok(Array.isArray(convertFromAISDKUIMessages([message], quiet)));
    const strict = strictly(convertFromAISDKUIMessages, [message]);
    if (strict === null) continue;
    lossless++;
    const back = convertToAISDKUIMessages(strict, quiet);
    assert.ok((await safeValidateUIMessages({ messages: back })).success || back.length === 0);
    if (isDeepEqual(back, [message])) again++;
  }
  assert.ok(valid > 500, `only ${valid} valid samples`);
  t.diagnostic(
    `${valid} UIMessages accepted by safeValidateUIMessages: all read with strict: false; ${lossless} read with strict: true, ${again} of them written back identically`,
  );
});

test("the SDK's data that is not JSON (URL objects, bytes) is read as its text and its base64", () => {
  const message = {
    role: "user",
    content: [
      { type: "image", image: new URL("https://example.com/a.png") },
      { type: "file", data: new Uint8Array([104, 105]), mediaType: "text/plain" },
      { type: "image", image: new Uint8Array([104, 101, 121]).buffer, mediaType: "image/png" },
    ],
  };
  assert.ok(modelMessageSchema.safeParse(message).success);
  assert.deepEqual(convertFromAISDKMessages([message])[0].content, [
    { type: "image", url: "https://example.com/a.png" },
    { type: "file", base64: "aGk=", mime_type: "text/plain" },
    { type: "image", base64: "aGV5", mime_type: "image/png" },
  ]);
});

/** The chunks of one assistant message's stream, drawn with `random`: steps of text, reasoning,
 * tool calls (with an output, an error or neither), files and sources. */
function sampleChunks(random, k) {
  const pick = (items) => items[Math.floor(random() * items.length)];
  const chunks = [{ type: "start", messageId: `m${k}` }];
  let n = 0;
  for (let step = 0; step < 1 + Math.floor(random() * 3); step++) {
    chunks.push({ type: "start-step" });
    for (let p = 0; p < 1 + Math.floor(random() * 4); p++) {
      const id = `p${n++}`;
      switch (pick(["text", "reasoning", "tool", "tool", "file", "source"])) {
        case "text":
        case "reasoning": {
          const kind = pick(["text", "reasoning"]);
          chunks.push({ type: `${kind}-start`, id }, { type: `${kind}-delta`, id, delta: pick(STRINGS) }, { type: `${kind}-end`, id });
          break;
        }
        case "tool": {
          const call = {
            type: "tool-input-available",
            toolCallId: `call_${id}`,
            toolName: pick(["search", "calc"]),
            input: { q: pick(STRINGS) },
          };
          if (random() < 0.2) call.providerExecuted = true;
          if (random() < 0.2) call.dynamic = true;
          chunks.push(call);
          const end = pick(["output", "output", "error", "none"]);
          if (end === "output")
            chunks.push({ type: "tool-output-available", toolCallId: call.toolCallId, output: pick([{ rows: [1] }, "42", [1, "x"]]) });
          if (end === "error") chunks.push({ type: "tool-output-error", toolCallId: call.toolCallId, errorText: "boom" });
          break;
        }
        case "file":
          chunks.push({
            type: "file",
            url: pick(["https://example.com/a.png", "data:image/png;base64,iVBORw0KGgo="]),
            mediaType: "image/png",
          });
          break;
        default:
          chunks.push({ type: "source-url", sourceId: id, url: "https://example.com/s" });
      }
    }
    chunks.push({ type: "finish-step" });
  }
  chunks.push({ type: "finish" });
  return chunks;
}


test("UIMessages the SDK's own stream reader builds (readUIMessageStream) are read", async (t) => {
  const random = rng(5);
  let messages = 0;
  let lossless = 0;
  let again = 0;
  for (let k = 0; k < 300; k++) {
    const chunks = sampleChunks(random, k);
    for (const chunk of chunks) assert.ok((await uiMessageChunkSchema().validate(chunk)).success, JSON.stringify(chunk));
    const message = await streamed(chunks);
    messages++;
    assert.ok(Array.isArray(convertFromAISDKUIMessages([message], quiet)));
    const strict = strictly(convertFromAISDKUIMessages, [message]);
    if (strict === null) continue;
    lossless++;
    // one AI message per step, the tool messages of its results right after it
    assert.equal(strict.filter((m) => m.type === "ai").length, chunks.filter((c) => c.type === "start-step").length);
    let called = new Set();
    for (const m of strict) {
      if (m.type === "ai") called = new Set(m.tool_calls.map((c) => c.id));
      else assert.ok(called.has(m.tool_call_id), `the result of ${m.tool_call_id} after its step`);
    }
    // written back as it was, but for the order of keys and chatschema's own metadata (the flag
    // that says the content was a list), which a message from elsewhere does not have
    const [back] = convertToAISDKUIMessages(strict);
    if (back.metadata?.chatschema !== undefined) delete back.metadata.chatschema;
    if (back.metadata !== undefined && Object.keys(back.metadata).length === 0) delete back.metadata;
    if (sorted(back) === sorted(message)) again++;
  }
  assert.equal(again, lossless, "a message read without loss is written back the same");
  t.diagnostic(
    `${messages} UIMessages built by readUIMessageStream: all read with strict: false; ${lossless} read with strict: true, ${again} written back the same (key order and chatschema's own metadata aside)`,
  );
});

test("a reasoning part's id and a tool part's title, as readUIMessageStream writes them, are written back", async () => {
  const chunks = [
    { type: "start", messageId: "m1" },
    { type: "start-step" },
    { type: "reasoning-start", id: "r1" },
    { type: "reasoning-delta", id: "r1", delta: "think" },
    { type: "reasoning-end", id: "r1" },
    { type: "text-start", id: "t1" },
    { type: "text-delta", id: "t1", delta: "Checking." },
    { type: "text-end", id: "t1" },
    { type: "tool-input-available", toolCallId: "c1", toolName: "weather", input: { city: "Paris" }, title: "Weather" },
    { type: "tool-output-available", toolCallId: "c1", output: "18C" },
    { type: "tool-input-available", toolCallId: "c2", toolName: "lookup", input: { q: "x" }, dynamic: true, title: "Lookup" },
    { type: "finish-step" },
    { type: "finish" },
  ];
  const message = JSON.parse(JSON.stringify(await streamed(chunks))); // as JSON (no undefined values)
  assert.equal(message.parts[1].id, "r1");
  assert.deepEqual(
    message.parts.filter((p) => "title" in p).map((p) => p.title),
    ["Weather", "Lookup"],
  );
  assert.ok((await safeValidateUIMessages({ messages: [message] })).success);
  const read = convertFromAISDKUIMessages([message]);
  const [back] = convertToAISDKUIMessages(read);
  delete back.metadata; // chatschema's own (list content)
  assert.equal(sorted(back), sorted(message));
  assert.equal(AISDKUIMessage.checkEach([back]), undefined);
  assert.ok((await safeValidateUIMessages({ messages: [back] })).success);
});

test("what the SDK has no place for is a ConversionError at its path, or with strict: false a loss reported", () => {
  const history = [
    {
      type: "human",
      content: [
        { type: "text", text: "hi" },
        { type: "image", file_id: "file-1" },
      ],
    },
    { type: "function", content: "42", name: "f" },
  ];
  for (const convert of [convertToAISDKMessages, convertToAISDKUIMessages]) {
    assert.throws(
      () => convert(history),
      (error) => error instanceof ConversionError && error.path === "$[0].content[1]",
    );
    const lost = [];
    const out = convert(history, { strict: false, onLoss: (path, message) => lost.push([path, message.startsWith("Dropped ")]) });
    assert.deepEqual(lost, [
      ["$[0].content[1]", true],
      ["$[1]", true],
    ]);
    assert.equal(out.length, 1);
  }
});

test("a value that is not the SDK's form is a ValidationError at its path", () => {
  assert.throws(
    () =>
      convertFromAISDKMessages([
        { role: "user", content: "hi" },
        { role: "robot", content: "x" },
      ]),
    (error) => error.name === "ValidationError" && error.path.startsWith("$[1]"),
  );
  assert.throws(
    () => convertFromAISDKUIMessages([{ id: "m1", role: "user", parts: [{ type: "text" }] }]),
    (error) => error.name === "ValidationError" && error.path.startsWith("$[0].parts[0]"),
  );
  assert.throws(
    () => convertToAISDKMessages({ type: "human", content: "hi" }),
    (error) => error.name === "ValidationError" && error.path === "$",
  );
});

test("the AI SDK payloads of tests/data/providers are read and written back identical", (t) => {
  const counts = [];
  for (const [dir, from, to] of [
    ["ai-sdk", convertFromAISDKMessages, convertToAISDKMessages],
    ["ai-sdk-ui", convertFromAISDKUIMessages, convertToAISDKUIMessages],
  ]) {
    const folder = new URL(`../data/providers/${dir}/`, import.meta.url);
    const files = readdirSync(folder).filter((f) => f.endsWith(".json"));
    for (const file of files) {
      const payload = JSON.parse(readFileSync(new URL(file, folder), "utf8"));
      assert.deepStrictEqual(to(from(payload)), payload, `${dir}/${file}`);
    }
    counts.push(`${files.length} ${dir}`);
  }
  t.diagnostic(`payloads read and written back identical: ${counts.join(", ")}`);
});
