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

import { fullForm, messagesFromDict } from "../../build/ts/src/typescript/dict.js";
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
  const out = Object.hasOwn(PLAIN, message.type) ? fullForm(message, PLAIN[message.type]) : { ...message };
  if (out.example === false) delete out.example; // the legacy flag at its default
  return out;
}

test("every history chatschema writes for langchainjs is read by langchainjs, and toDict() gives it back", (t) => {
  const all = histories();
  const refused = new Map();
  let histories_ = 0;
  let messages = 0;
  for (const history of all) {
    let stored;
    try {
      stored = messagesToLangChainJS(history);
    } catch (error) {
      if (error.name !== "ConversionError") throw error;
      refused.set(error.message, (refused.get(error.message) ?? 0) + 1);
      continue;
    }
    same(langchainjsRoundTrip(stored), stored, JSON.stringify(stored).slice(0, 300));
    same(messagesFromLangChainJS(stored), history.map(unchunked), "read back");
    histories_++;
    messages += stored.length;
  }
  const reasons = [...refused].map(([reason, n]) => `${n}: ${reason}`).join("; ");
  t.diagnostic(`${histories_} of ${all.length} histories (${messages} messages) read by langchainjs as written; refused: ${reasons}`);
  assert.ok(histories_ > 0);
});
