// Unit tests of mergeMessageRuns, trimMessages and convertToOpenAIMessages (the API; the conformance
// vectors hold the results to Python's).
import assert from "node:assert/strict";
import { test } from "node:test";

import { mergeMessageRuns } from "../../build/ts/src/typescript/merge.js";
import { convertToOpenAIMessages } from "../../build/ts/src/typescript/openai.js";
import { trimMessages } from "../../build/ts/src/typescript/trim.js";

const msg = (type, content, extra = {}) => ({ type, content, additional_kwargs: {}, response_metadata: {}, name: null, id: null, ...extra });
const aiMsg = (content, extra = {}) => msg("ai", content, { tool_calls: [], invalid_tool_calls: [], usage_metadata: null, ...extra });

test("mergeMessageRuns joins runs, keeps tool messages apart and does not change its input", () => {
  const history = [
    msg("system", "be brief"),
    msg("human", "what's your favorite color", { id: "foo" }),
    msg("human", "wait your favorite food", { id: "bar" }),
    aiMsg("my favorite colo", { id: "baz", tool_calls: [{ name: "t", args: { x: 2 }, id: "123", type: "tool_call" }] }),
    aiMsg([{ type: "text", text: "my favorite dish is lasagna" }], { id: "blur", tool_calls: [{ name: "t", args: { x: -10 }, id: "456", type: "tool_call" }] }),
  ];
  const copy = structuredClone(history);
  const merged = mergeMessageRuns(history);
  assert.equal(merged.length, 3);
  assert.equal(merged[1].content, "what's your favorite color\nwait your favorite food");
  assert.equal(merged[1].id, "foo");
  assert.deepEqual(merged[2].content, ["my favorite colo", { type: "text", text: "my favorite dish is lasagna" }]);
  assert.deepEqual(merged[2].tool_calls.map((c) => c.id), ["123", "456"]);
  assert.deepEqual(history, copy);
  assert.equal(mergeMessageRuns(history, { chunkSeparator: " " })[1].content, "what's your favorite color wait your favorite food");
});

test("mergeMessageRuns merges a long run of list content", () => {
  const run = Array.from({ length: 5000 }, (_, i) => msg("human", [{ type: "text", text: `p${i}`, index: i % 3 }]));
  const [merged] = mergeMessageRuns(run);
  assert.equal(merged.content.length, 3);
  assert.ok(merged.content[0].text.startsWith("p0p3p6"));
});

test("trimMessages keeps the last messages that fit, with its options", () => {
  const history = [
    msg("system", "you're a good assistant"),
    msg("human", "i wonder why it's called langchain"),
    aiMsg("Well, I guess they thought WordRope didn't have the same ring to it!"),
    msg("human", "and who is harrison chasing anyways"),
    aiMsg("Hmmm let me think.\n\nWhy, he's probably chasing after the last cup of coffee!"),
    msg("human", "what do you call a speechless parrot"),
  ];
  const count = (messages) => messages.length;
  const kept = trimMessages(history, { maxTokens: 4, tokenCounter: count, startOn: "human", includeSystem: true });
  assert.deepEqual(kept.map((m) => m.type), ["system", "human", "ai", "human"]);
  const first = trimMessages(history, { maxTokens: 2, tokenCounter: count, strategy: "first" });
  assert.deepEqual(first, history.slice(0, 2));
  const partial = trimMessages(history, { maxTokens: 45, tokenCounter: "approximate", allowPartial: true });
  assert.ok(partial.length >= 1);
  assert.throws(() => trimMessages(history, { maxTokens: 4, tokenCounter: count, strategy: "first", startOn: "human" }), RangeError);
  assert.throws(() => trimMessages(history, { maxTokens: 4, tokenCounter: "exact" }), RangeError);
});

test("trimMessages with keepToolPairs never separates a call from its result", () => {
  const history = [
    msg("human", "q"),
    aiMsg("", { tool_calls: [{ name: "f", args: {}, id: "c1", type: "tool_call" }] }),
    msg("tool", "r", { tool_call_id: "c1", artifact: null, status: "success" }),
    aiMsg("done"),
  ];
  const kept = trimMessages(history, { maxTokens: 2, tokenCounter: (ms) => ms.length, keepToolPairs: true });
  assert.deepEqual(kept.map((m) => m.type), ["ai"]);
});

test("convertToOpenAIMessages writes Chat Completions dicts; strict refuses or reports what it leaves out", () => {
  const image = { type: "image", base64: "iVBORw0KGgo=", mime_type: "image/png" };
  const out = convertToOpenAIMessages([
    msg("system", [{ type: "text", text: "Be brief." }]),
    msg("human", ["What is this?", image]),
    aiMsg("", { tool_calls: [{ name: "lookup", args: { q: "cat" }, id: "c1", type: "tool_call" }] }),
    msg("tool", "a cat", { tool_call_id: "c1", artifact: null, status: "success" }),
  ]);
  assert.deepEqual(out[0], { role: "system", content: "Be brief." });
  assert.deepEqual(out[1].content[1], { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=" } });
  assert.deepEqual(out[2].tool_calls[0].function, { name: "lookup", arguments: '{"q": "cat"}' });
  assert.deepEqual(out[3], { role: "tool", tool_call_id: "c1", content: "a cat" });
  assert.deepEqual(convertToOpenAIMessages(msg("human", "hi"), { textFormat: "block" }), { role: "user", content: [{ type: "text", text: "hi" }] });

  const history = [msg("human", [{ type: "text-plain", text: "Notes.", mime_type: "text/plain" }]), aiMsg([{ type: "thinking", thinking: "Hm.", signature: "Eq8B" }, "Hi."])];
  assert.throws(() => convertToOpenAIMessages(history, { strict: true }), (e) => e.name === "ConversionError" && e.path === "$[1].content[0]");
  const lost = [];
  const kept = convertToOpenAIMessages(history, { strict: false, onLoss: (path) => lost.push(path) });
  assert.deepEqual(kept, [{ role: "user", content: "Notes." }, { role: "assistant", content: "Hi." }]);
  assert.deepEqual(lost, ["$[1].content[0]"]);

  // a part's prompt_cache_breakpoint (the Chat part types define it) is kept in strict mode
  const mark = { mode: "explicit", ttl: "30m" };
  const cached = [msg("human", [{ type: "text", text: "Reference.", prompt_cache_breakpoint: mark }, { type: "text", text: "Go." }])];
  assert.deepEqual(convertToOpenAIMessages(cached, { strict: true }), [{ role: "user", content: [{ type: "text", text: "Reference.", prompt_cache_breakpoint: mark }, { type: "text", text: "Go." }] }]);
  assert.deepEqual(convertToOpenAIMessages(cached), [{ role: "user", content: "Reference.\nGo." }]);
  const refusal = [aiMsg([{ type: "refusal", refusal: "No.", prompt_cache_breakpoint: mark }])];
  assert.throws(() => convertToOpenAIMessages(refusal, { strict: true }), (e) => e.path === "$[0].content[0].prompt_cache_breakpoint");
});
