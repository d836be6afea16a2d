// JavaScript's traps in the TypeScript utilities, each as decided in docs/compat.md (TypeScript).
// The expected values are Python's (chatschema 1.x) where the two agree, and the documented
// TypeScript result where they cannot.
import assert from "node:assert/strict";
import { test } from "node:test";

import { getBufferString } from "../../build/ts/src/typescript/buffer.js";
import { convertToMessages } from "../../build/ts/src/typescript/convertToMessages.js";
import { countTokensApproximately } from "../../build/ts/src/typescript/tokens.js";

const EMOJI = "\u{1f600}";
const history = [
  { type: "human", content: EMOJI.repeat(4) },
  { type: "ai", content: "", tool_calls: [{ name: "f", args: JSON.parse('{"b": 1, "10": 2}'), id: EMOJI.repeat(70), type: "tool_call" }] },
];

test("lengths count code points, as Python's len", () => {
  assert.equal(countTokensApproximately(history), 46); // Python: 46 (UTF-16 lengths would give 82)
  const xml = getBufferString(history, { format: "xml" });
  assert.ok(xml.includes(`<tool_call id="${EMOJI.repeat(64)}..." name="f">`), "the id is cut after 64 code points");
});

test("integer-like keys come first: JavaScript's order, not the JSON text's", () => {
  // Python keeps the text's order ({"b": 1, "10": 2}); a JavaScript object cannot.
  assert.ok(getBufferString(history, { format: "xml" }).includes(`>{"10": 2, "b": 1}</tool_call>`));
  assert.ok(getBufferString(history).includes("'args': {'10': 2, 'b': 1}"));
});

test("1.0 and integers beyond 2**53 in tool-call arguments: JSON.parse decides", () => {
  const [message] = convertToMessages([
    { role: "assistant", content: "", tool_calls: [{ id: "c", function: { name: "f", arguments: '{"n": 12345678901234567890, "x": 1.0}' } }] },
  ]);
  // Python: "AI: [{'name': 'f', 'args': {'n': 12345678901234567890, 'x': 1.0}, 'id': 'c', 'type': 'tool_call'}]"
  assert.equal(
    getBufferString([message]),
    "AI: [{'name': 'f', 'args': {'n': 12345678901234567168, 'x': 1}, 'id': 'c', 'type': 'tool_call'}]",
  );
});

test("lone surrogates are kept, one character each; XML writes U+FFFD", () => {
  const lone = [{ type: "human", content: "a\ud800b" }];
  assert.equal(getBufferString(lone), "Human: a\ud800b");
  assert.equal(getBufferString(lone, { format: "xml" }), '<message type="human">a\ufffdb</message>');
  assert.equal(countTokensApproximately(lone, { charsPerToken: 1, extraTokensPerMessage: 0 }), 7); // 3 + "user"
});
