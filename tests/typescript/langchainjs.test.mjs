// chatschema/langchainjs against the real langchainjs (@langchain/core, pinned in tests/oracles):
// 1. what messagesToLangChainJS writes is read by langchainjs's mapStoredMessagesToChatMessages, and
//    the message's toDict() gives the same JSON back (every history of the conformance vectors);
// 2. messages built with langchainjs's classes (every class, the v1 block kinds, camelCase blocks,
//    chunks), in their stored form (toDict) and their Serializable form (JSON.stringify), are read by
//    messagesFromLangChainJS into the expected messages, which the schema accepts, and written back
//    they are the same langchainjs messages.
// The counts are reported as diagnostics. Run with `make ts-test`, after `make ts-build`.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import * as lc from "../oracles/node_modules/@langchain/core/dist/messages/index.js";

import { contentBlocks } from "../../build/ts/src/typescript/contentBlocks.js";
import { convertToMessages } from "../../build/ts/src/typescript/convertToMessages.js";
import { fullForm, messagesFromDict } from "../../build/ts/src/typescript/dict.js";
import { convertToOpenAIMessages } from "../../build/ts/src/typescript/openai.js";
import { messagesFromLangChainJS, messagesToLangChainJS } from "../../build/ts/src/typescript/langchainjs.js";
import { isValid } from "../../build/ts/src/typescript/validate.js";

const VECTORS = new URL("../conformance/vectors/", import.meta.url);

/** Equal JSON, keys in the same order. */
function same(actual, expected, message) {
  assert.deepStrictEqual(actual, expected, message);
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), `${message ?? ""}: keys in another order`);
}

/** langchainjs's reading of stored messages, and each message's toDict() (its constructors change
 * the objects they are given, so they get copies). */
function langchainjsRoundTrip(stored) {
  return lc.mapStoredMessagesToChatMessages(structuredClone(stored)).map((m) => JSON.parse(JSON.stringify(m.toDict())));
}

/** Every valid history of the conformance vectors (the inputs of messages_to_dict and the outputs of
 * messages_from_dict), in chatschema's full form. */
function histories() {
  const out = [];
  const read = (name) => JSON.parse(readFileSync(new URL(`${name}.json`, VECTORS), "utf8")).vectors;
  for (const v of read("messages_to_dict")) if (!("error" in v)) out.push(v.input);
  for (const v of read("messages_from_dict")) if (!("error" in v)) out.push(v.expected);
  return out.map((h) => messagesFromDict(h.map((m) => ({ type: m.type, data: m }))));
}

/**
 * What langchainjs's `toDict()` gives for a stored message it read: the same, but for a v1 AI
 * message (`response_metadata.output_version` "v1"), whose list content its AIMessage takes as
 * content blocks and writes again as `content_blocks` (with a `tool_call` block for each tool call
 * that has none): the one difference, listed in docs/typescript.md.
 */
function asLangchainjsWrites(stored) {
  const data = stored.data;
  if (stored.type !== "ai" || data.response_metadata?.output_version !== "v1" || !Array.isArray(data.content)) return stored;
  const blocks = [...data.content];
  for (const call of data.tool_calls ?? []) {
    if (!blocks.some((b) => b?.type === "tool_call" && b.id === call.id && b.name === call.name)) {
      blocks.push({ type: "tool_call", id: call.id, name: call.name, args: call.args });
    }
  }
  return { type: "ai", data: { ...data, content: blocks, content_blocks: blocks } };
}

/** A message as it comes back from langchainjs's stored form: chunks but AI message chunks are
 * written as their plain kind. */
const PLAIN = {
  HumanMessageChunk: "human",
  SystemMessageChunk: "system",
  ToolMessageChunk: "tool",
  FunctionMessageChunk: "function",
  ChatMessageChunk: "chat",
};
function unchunked(message) {
  return Object.hasOwn(PLAIN, message.type) ? fullForm(message, PLAIN[message.type]) : message;
}

test("every history chatschema writes for langchainjs is read by langchainjs, and toDict() gives it back", (t) => {
  const all = histories();
  const refused = new Map();
  let read = 0;
  let messages = 0;
  let v1 = 0;
  let same_ = 0;
  for (const history of all) {
    let stored;
    try {
      stored = messagesToLangChainJS(history);
    } catch (error) {
      if (error.name !== "ConversionError") throw error;
      refused.set(error.message, (refused.get(error.message) ?? 0) + 1);
      continue;
    }
    const expected = stored.map(asLangchainjsWrites);
    same(langchainjsRoundTrip(stored), expected, JSON.stringify(stored).slice(0, 300));
    read++;
    messages += stored.length;
    v1 += expected.filter((m, i) => m !== stored[i]).length;
    assert.ok(isValid(stored, "list[LangChainJSStoredMessage]"), "written: a list of LangChainJSStoredMessage");
    // read back, written and read again, the messages are the same (and the same as the original
    // where they hold only what the stored form maps: Python's property test holds that)
    const back = messagesFromLangChainJS(stored);
    same(messagesFromLangChainJS(messagesToLangChainJS(back)), back, "read back, written and read again");
    if (JSON.stringify(back) === JSON.stringify(history.map(unchunked))) same_++;
  }
  const reasons = [...refused].map(([reason, n]) => `${n}: ${reason}`).join("; ");
  t.diagnostic(
    `${read} of ${all.length} histories (${messages} messages) written and read by langchainjs, toDict() equal ` +
      `(${v1} v1 AI messages with content_blocks added); refused: ${reasons}`,
  );
  t.diagnostic(`read back by messagesFromLangChainJS: ${same_} histories the same as the original (chunks but AI chunks as their plain kind)`);
  assert.ok(read > 0 && same_ > 0);
});

// -- messages built with langchainjs -----------------------------------------------------------------

const CALL = { name: "get_weather", args: { city: "Paris" }, id: "call_1" };
const TAGGED_CALL = { ...CALL, type: "tool_call" };
const PNG = "iVBORw0KGgo=";

/**
 * The langchainjs messages read in the test: [name, build, expected], `expected` the message read
 * from the stored form (completed with its defaults); the Serializable form gives the same, but for
 * the exact chunk class (`chunk`).
 */
const BUILT = [
  ["human, string content", () => new lc.HumanMessage("hi"), { type: "human", content: "hi" }],
  [
    "human, every field",
    () => new lc.HumanMessage({ content: "hi", id: "h1", name: "bob", additional_kwargs: { k: 1 }, response_metadata: { r: 2 } }),
    { type: "human", content: "hi", id: "h1", name: "bob", additional_kwargs: { k: 1 }, response_metadata: { r: 2 } },
  ],
  ["system", () => new lc.SystemMessage("be brief"), { type: "system", content: "be brief" }],
  [
    "system, developer role",
    () => new lc.SystemMessage({ content: "x", additional_kwargs: { __openai_role__: "developer" } }),
    { type: "system", content: "x", additional_kwargs: { __openai_role__: "developer" } },
  ],
  [
    "ai, tool calls",
    () => new lc.AIMessage({ content: "", tool_calls: [CALL], id: "a1" }),
    { type: "ai", content: "", id: "a1", tool_calls: [TAGGED_CALL] },
  ],
  [
    "ai, invalid tool calls and usage",
    () =>
      new lc.AIMessage({
        content: "x",
        invalid_tool_calls: [{ name: "f", args: "{oops", id: "c2", error: "bad JSON", type: "invalid_tool_call" }],
        usage_metadata: { input_tokens: 3, output_tokens: 4, total_tokens: 7 },
        response_metadata: { model_name: "m", finish_reason: "stop" },
      }),
    {
      type: "ai",
      content: "x",
      invalid_tool_calls: [{ type: "invalid_tool_call", id: "c2", name: "f", args: "{oops", error: "bad JSON" }],
      usage_metadata: { input_tokens: 3, output_tokens: 4, total_tokens: 7 },
      response_metadata: { model_name: "m", finish_reason: "stop" },
    },
  ],
  [
    "ai chunk, tool call chunks",
    () => new lc.AIMessageChunk({ content: "yo", id: "run-1", tool_call_chunks: [{ name: "f", args: '{"a": 1}', id: "c1", index: 0 }] }),
    {
      type: "AIMessageChunk",
      content: "yo",
      id: "run-1",
      tool_calls: [{ name: "f", args: { a: 1 }, id: "c1", type: "tool_call" }],
      tool_call_chunks: [{ name: "f", args: '{"a": 1}', id: "c1", index: 0, type: "tool_call_chunk" }],
    },
  ],
  ["ai chunk, text", () => new lc.AIMessageChunk("par"), { type: "AIMessageChunk", content: "par" }],
  ["human chunk", () => new lc.HumanMessageChunk("hi"), { type: "human", content: "hi" }, "HumanMessageChunk"],
  ["system chunk", () => new lc.SystemMessageChunk("s"), { type: "system", content: "s" }, "SystemMessageChunk"],
  [
    "tool, artifact and status",
    () => new lc.ToolMessage({ content: "18C", tool_call_id: "call_1", name: "get_weather", artifact: { raw: [1] }, status: "error" }),
    { type: "tool", content: "18C", tool_call_id: "call_1", name: "get_weather", artifact: { raw: [1] }, status: "error" },
  ],
  [
    "tool chunk",
    () => new lc.ToolMessageChunk({ content: "18", tool_call_id: "call_1" }),
    { type: "tool", content: "18", tool_call_id: "call_1" },
    "ToolMessageChunk",
  ],
  ["function", () => new lc.FunctionMessage({ content: "{}", name: "fn" }), { type: "function", content: "{}", name: "fn" }],
  [
    "function chunk",
    () => new lc.FunctionMessageChunk({ content: "{}", name: "fn" }),
    { type: "function", content: "{}", name: "fn" },
    "FunctionMessageChunk",
  ],
  ["generic (chat)", () => new lc.ChatMessage({ content: "hm", role: "critic" }), { type: "chat", content: "hm", role: "critic" }],
  [
    "generic chunk",
    () => new lc.ChatMessageChunk({ content: "hm", role: "critic" }),
    { type: "chat", content: "hm", role: "critic" },
    "ChatMessageChunk",
  ],
  ["remove", () => new lc.RemoveMessage({ id: "m0" }), { type: "remove", id: "m0" }],
  [
    "v1 text, reasoning and a tool call (content_blocks only)",
    () =>
      new lc.AIMessage({
        contentBlocks: [
          { type: "reasoning", reasoning: "think" },
          { type: "text", text: "sure" },
          { type: "tool_call", ...CALL },
        ],
      }),
    {
      type: "ai",
      content: [{ type: "reasoning", reasoning: "think" }, { type: "text", text: "sure" }, { type: "tool_call", ...CALL }],
      response_metadata: { output_version: "v1" },
      tool_calls: [TAGGED_CALL],
    },
  ],
  [
    "v1 multimodal blocks, camelCase",
    () =>
      new lc.HumanMessage({
        contentBlocks: [
          { type: "image", url: "https://example.com/a.png", mimeType: "image/png" },
          { type: "image", fileId: "file-1" },
          { type: "image", data: PNG, mimeType: "image/png", metadata: { detail: "low" } },
          { type: "audio", url: "https://example.com/a.wav", mimeType: "audio/wav" },
          { type: "video", fileId: "file-2", mimeType: "video/mp4" },
          { type: "file", url: "https://example.com/a.pdf", mimeType: "application/pdf" },
          { type: "text-plain", text: "notes", mimeType: "text/plain" },
        ],
      }),
    {
      type: "human",
      content: [
        { type: "image", url: "https://example.com/a.png", mime_type: "image/png" },
        { type: "image", file_id: "file-1" },
        { type: "image", base64: PNG, mime_type: "image/png", metadata: { detail: "low" } },
        { type: "audio", url: "https://example.com/a.wav", mime_type: "audio/wav" },
        { type: "video", file_id: "file-2", mime_type: "video/mp4" },
        { type: "file", url: "https://example.com/a.pdf", mime_type: "application/pdf" },
        { type: "text-plain", text: "notes", mime_type: "text/plain" },
      ],
      response_metadata: { output_version: "v1" },
    },
  ],
  [
    "v1 citations, camelCase",
    () =>
      new lc.AIMessage({
        contentBlocks: [
          {
            type: "text",
            text: "Paris",
            annotations: [{ type: "citation", url: "https://example.com", startIndex: 0, endIndex: 5, citedText: "Paris" }],
          },
        ],
      }),
    {
      type: "ai",
      content: [
        {
          type: "text",
          text: "Paris",
          annotations: [{ type: "citation", url: "https://example.com", start_index: 0, end_index: 5, cited_text: "Paris" }],
        },
      ],
      response_metadata: { output_version: "v1" },
    },
  ],
  [
    "v1 server tool blocks and non-standard",
    () =>
      new lc.AIMessage({
        contentBlocks: [
          { type: "server_tool_call", id: "s1", name: "web_search", args: { q: "x" } },
          { type: "server_tool_call_result", toolCallId: "s1", status: "success", output: { hits: 1 } },
          { type: "non_standard", value: { custom: true } },
        ],
      }),
    {
      type: "ai",
      content: [
        { type: "server_tool_call", id: "s1", name: "web_search", args: { q: "x" } },
        { type: "server_tool_result", tool_call_id: "s1", status: "success", output: { hits: 1 } },
        { type: "non_standard", value: { custom: true } },
      ],
      response_metadata: { output_version: "v1" },
    },
  ],
  [
    "v1 refusal and invalid tool call blocks",
    () =>
      new lc.AIMessage({
        contentBlocks: [
          { type: "refusal", refusal: "no" },
          { type: "invalid_tool_call", id: "c3", name: "g", args: "{bad", error: "bad json" },
        ],
      }),
    {
      type: "ai",
      content: [
        { type: "refusal", refusal: "no" },
        { type: "invalid_tool_call", id: "c3", name: "g", args: "{bad", error: "bad json" },
      ],
      response_metadata: { output_version: "v1" },
    },
  ],
  [
    "v1 chunk blocks",
    () =>
      new lc.AIMessageChunk({
        content: [
          { type: "tool_call_chunk", name: "f", args: '{"a"', id: "c1", index: 0 },
          { type: "server_tool_call_chunk", name: "web_search", args: '{"q"', id: "s1" },
        ],
      }),
    {
      type: "AIMessageChunk",
      content: [
        { type: "tool_call_chunk", name: "f", args: '{"a"', id: "c1", index: 0 },
        { type: "server_tool_call_chunk", name: "web_search", args: '{"q"', id: "s1" },
      ],
    },
  ],
  [
    "legacy blocks: image_url and a v0 data block",
    () =>
      new lc.HumanMessage({
        content: [
          { type: "text", text: "look" },
          { type: "image_url", image_url: { url: "https://example.com/a.png" } },
          { type: "image", source_type: "base64", data: PNG, mime_type: "image/png" },
        ],
      }),
    {
      type: "human",
      content: [
        { type: "text", text: "look" },
        { type: "image_url", image_url: { url: "https://example.com/a.png" } },
        { type: "image", source_type: "base64", data: PNG, mime_type: "image/png" },
      ],
    },
  ],
];

test("messages built with langchainjs are read from the stored and the Serializable form", (t) => {
  let read = 0;
  let valid = 0;
  let back = 0;
  for (const [name, build, expected, chunk] of BUILT) {
    const message = build();
    const stored = JSON.parse(JSON.stringify(message.toDict()));
    const serialized = JSON.parse(JSON.stringify(message));
    const want = fullForm(expected);
    same(messagesFromLangChainJS([stored])[0], want, `${name}: stored`);
    same(messagesFromLangChainJS([serialized])[0], chunk === undefined ? want : fullForm(want, chunk), `${name}: Serializable`);
    same(messagesFromLangChainJS([message.toDict()])[0], want, `${name}: toDict() as it is`);
    same(messagesFromLangChainJS([message])[0], messagesFromLangChainJS([serialized])[0], `${name}: the message itself`);
    assert.ok(isValid(stored, "LangChainJSStoredMessage"), `${name}: toDict() is a LangChainJSStoredMessage`);
    assert.ok(isValid(serialized, "LangChainJSSerializedMessage"), `${name}: JSON.stringify is a LangChainJSSerializedMessage`);
    read++;
    if (isValid(want, "AnyMessage")) valid++;
    else t.diagnostic(`${name}: not a valid chatschema message`);
    if (want.type !== "remove") {
      const written = messagesToLangChainJS([want]);
      same(langchainjsRoundTrip(written), written.map(asLangchainjsWrites), `${name}: written back`);
      if (isValid(written, "list[LangChainJSStoredMessage]")) {
        same(messagesFromLangChainJS(written)[0], unchunked(want), `${name}: written and read back`);
      }
      back++;
    }
  }
  t.diagnostic(`${read} of ${BUILT.length} langchainjs messages read in both forms; ${valid} valid; ${back} written back and read by langchainjs`);
});

// -- errors and losses -------------------------------------------------------------------------------

test("malformed input throws chatschema's errors with their JSON path", () => {
  const at = (fn, name, path) => assert.throws(fn, (e) => e.name === name && e.path === path, `${name} at ${path}`);
  at(() => messagesFromLangChainJS(7), "ValidationError", "$");
  at(() => messagesFromLangChainJS([{ type: "robot", data: { content: "x" } }]), "ValidationError", "$[0]");
  at(() => messagesFromLangChainJS(["ok", { type: "tool", data: { content: "x" } }]), "ValidationError", "$[1].data");
  at(() => messagesFromLangChainJS([{ type: "human", data: "x" }]), "ValidationError", "$[0].data");
  at(() => messagesFromLangChainJS([{ lc: 1, type: "constructor", id: ["langchain_core", "messages", "Y"], kwargs: {} }]), "ValidationError", "$[0].id"); // a path that names no class
  at(() => messagesFromLangChainJS([{ type: "human", data: { content: [{ type: "image", mimeType: "image/png" }] } }]), "ValidationError", "$[0].data.content[0]");
  at(() => messagesFromLangChainJS([42]), "UnsupportedMessageError", "$[0]");
  const both = { type: "human", data: { content: "x", content_blocks: [{ type: "text", text: "y" }] } };
  at(() => messagesFromLangChainJS([both]), "ConversionError", "$[0].data.content_blocks");
  at(() => messagesToLangChainJS([{ type: "human", content: "x" }, { type: "remove", id: "m1" }]), "ConversionError", "$[1]");
});

test("strict: false leaves out what the other side cannot hold and reports it to onLoss", () => {
  const lost = [];
  const onLoss = (path, message) => lost.push([path, message]);
  const both = { type: "human", data: { content: "x", content_blocks: [{ type: "text", text: "y" }] } };
  same(messagesFromLangChainJS([both], { strict: false, onLoss }), [fullForm({ type: "human", content: "x" })]);
  const written = messagesToLangChainJS([{ type: "remove", id: "m1" }, { type: "human", content: "x" }], { strict: false, onLoss });
  assert.deepEqual(written.map((m) => m.type), ["human"]);
  assert.deepEqual(lost.map(([path]) => path), ["$[0].data.content_blocks", "$[0]"]);
  assert.ok(lost.every(([, message]) => message.startsWith("dropped: ")));
});

test("fields chatschema does not declare are kept, both ways", () => {
  const stored = [{ type: "tool", data: { content: "x", tool_call_id: "c", metadata: { a: 1 } } }];
  const [read] = messagesFromLangChainJS(stored);
  same(read, { ...fullForm({ type: "tool", content: "x", tool_call_id: "c" }), metadata: { a: 1 } });
  same(messagesToLangChainJS([read])[0].data.metadata, { a: 1 });
});

// -- blocks in langchainjs's spelling elsewhere --------------------------------------------------------

test("blocks in langchainjs's spelling are read by convertToMessages, convertToOpenAIMessages and contentBlocks", () => {
  const js = [
    { type: "image", data: "iVBO", mimeType: "image/png" },
    { type: "file", fileId: "f1" },
  ];
  const python = [
    { type: "image", base64: "iVBO", mime_type: "image/png" },
    { type: "file", file_id: "f1" },
  ];
  // Python's results for the same input (convert_to_messages, convert_to_openai_messages, content_blocks)
  const [message] = convertToMessages([{ role: "user", content: js }]);
  same(message, fullForm({ type: "human", content: python }));
  const openai = [
    {
      role: "user",
      content: [
        { type: "image_url", image_url: { url: "data:image/png;base64,iVBO" } },
        { type: "file", file: { file_id: "f1", filename: "LC_AUTOGENERATED" } },
      ],
    },
  ];
  same(convertToOpenAIMessages([fullForm({ type: "human", content: js })]), openai);
  same(contentBlocks(fullForm({ type: "human", content: js })), python);
  // a block in both spellings, and a legacy (v0) block, are kept as they are
  const kept = [
    { type: "image", data: "x", base64: "y", mimeType: "image/png" },
    { type: "image", source_type: "base64", data: "x", mime_type: "image/png" },
  ];
  same(convertToMessages([{ role: "user", content: kept }])[0].content, [{ type: "image", data: "x", base64: "y", mime_type: "image/png" }, kept[1]]);
});
