// The validators of LangChain's Serializable and langchainjs's forms agree with their readers on
// every record (issue 29): the same outcome, and for a refused record the same error path. Each
// reader checks a record with its validator first and throws that error as it is, so they agree by
// construction; this holds them to it on every record of the `messages_from_lc_json` conformance
// vectors and the records langchainjs itself built (tests/compat/fixtures/langchainjs_built.json),
// and for the langchainjs pairs those of the `messages_from_langchainjs` vectors, each in its form,
// (and, for the first pair, each record the validator takes under every other path of its class,
// with and without its type tag), for the three pairs tests/conformance/test_lc_json_agreement.py
// checks in Python:
// * LangChainSerializedMessage and messageFromLcJson(record, { strict: false }) (chatschema/lc-json);
// * LangChainJSSerializedMessage and messagesFromLangChainJS([record], { strict: false }), on the
//   records that reader reads as the Serializable form (a langchainjs class path);
// * LangChainJSStoredMessage and the same reader on langchainjs's stored records.
// `strict: false` because strict's ConversionError (content_blocks that differ from the content) is a
// conversion choice, not validity. And convertToMessages of chatschema/lc-json reads every record as
// messageFromLcJson does (one reader of the form), while the package's entry's refuses it.
// Run with `make ts-test`, after `make ts-build`.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import {
  LangChainJSSerializedMessage,
  LangChainJSStoredMessage,
  LangChainSerializedMessage,
} from "../../build/ts/generated/typescript/validators/index.js";
import { P_LangChainSerializedMessage } from "../../build/ts/generated/typescript/validators/LangChainSerializedMessage.js";
import { messagesFromDict, ValidationError } from "../../build/ts/src/typescript/index.js";
import { messagesFromLangChainJS } from "../../build/ts/src/typescript/langchainjs.js";
import { convertToMessages as convertIndex, UnsupportedMessageError } from "../../build/ts/src/typescript/index.js";
import { convertToMessages, messageFromLcJson, messagesFromLcJson } from "../../build/ts/src/typescript/lcJson.js";

const read = (path) => JSON.parse(readFileSync(new URL(`../../${path}`, import.meta.url), "utf8"));

/** Every record the vectors of `operation` give (a list's items, or the one record). */
function vectorRecords(operation) {
  const out = [];
  for (const vector of read(`tests/conformance/vectors/${operation}.json`).vectors) {
    out.push(...(Array.isArray(vector.input) ? vector.input : [vector.input]));
  }
  return out;
}

const BUILT = read("tests/compat/fixtures/langchainjs_built.json");
const LC_JSON = vectorRecords("messages_from_lc_json");
const LANGCHAINJS = vectorRecords("messages_from_langchainjs");
const notText = (record) => typeof record !== "string"; // Python's validate would read a string as JSON text

/** Whether messagesFromLangChainJS reads `record` as the Serializable form (by its langchainjs class path). */
const jsSerialized = (record) =>
  record !== null && typeof record === "object" && record.type === "constructor" && Array.isArray(record.id) &&
  record.id.length === 3 && record.id[0] === "langchain_core" && record.id[1] === "messages";

/** Whether messagesFromLangChainJS reads `record` as the stored form (by its type). */
const jsStored = (record) =>
  record !== null && typeof record === "object" && !Array.isArray(record) &&
  ["human", "ai", "system", "function", "tool", "generic", "remove"].includes(record.type) && "data" in record;

// the records of each pair, as tests/conformance/test_lc_json_agreement.py takes them
const SERIALIZED = [...LC_JSON, ...BUILT.map((entry) => entry.serialized)].filter(notText);
const JS_SERIALIZED = [...SERIALIZED, ...LANGCHAINJS].filter((r) => notText(r) && jsSerialized(r));
const STORED = [...LC_JSON, ...BUILT.map((entry) => entry.stored), ...LANGCHAINJS].filter((r) => notText(r) && jsStored(r));

/** ["ok"] or ["error", path] of a validator on `record`. */
function validated(validator, record) {
  const found = validator.check(structuredClone(record));
  return found === undefined ? ["ok"] : ["error", found.path];
}

/** ["ok"] or ["error", path] of a reader on `record`; the path of a list reader's error made the
 * record's (`$[0].kwargs` -> `$.kwargs`). */
function readBy(reader, record, listed = false) {
  try {
    reader(structuredClone(record));
    return ["ok"];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    if (!listed) return ["error", error.path];
    assert.ok(error.path.startsWith("$[0]"), `error outside the record: ${error.path}`);
    return ["error", "$" + error.path.slice("$[0]".length)];
  }
}

/** Hold `reader` to `validator` on `records`: no difference at all. */
function assertAgree(t, records, validator, reader, listed) {
  const found = [];
  for (const record of records) {
    const schema = validated(validator, record);
    const got = readBy(reader, record, listed);
    if (JSON.stringify(schema) !== JSON.stringify(got)) found.push({ schema, reader: got, record });
  }
  const refused = records.filter((r) => validator.check(r) !== undefined).length;
  t.diagnostic(`${records.length} records (${refused} refused by both), ${found.length} differences`);
  assert.deepEqual(found.slice(0, 3), []);
  assert.equal(found.length, 0);
}

const lenient = (record) => messagesFromLangChainJS([record], { strict: false, onLoss: () => {} });
const lenientLcJson = (record) => messageFromLcJson(record, { strict: false, onLoss: () => {} });

test("LangChainSerializedMessage and messageFromLcJson agree on every record", (t) => {
  assertAgree(t, SERIALIZED, LangChainSerializedMessage, lenientLcJson, false);
});

/** Near misses of the records the validator takes: each under every other path of its class (the
 * class paths of the generated table whose last element is the same, langchainjs's among them),
 * with its kwargs as given and without their type tag. */
function nearMisses() {
  const paths = Object.keys(P_LangChainSerializedMessage).map((key) => JSON.parse(key));
  const out = [];
  for (const record of SERIALIZED) {
    if (LangChainSerializedMessage.check(record) !== undefined) continue;
    const name = record.id[record.id.length - 1];
    const { type: _, ...untagged } = record.kwargs;
    for (const id of paths.filter((p) => p[p.length - 1] === name)) {
      out.push({ ...record, id }, { ...record, id, kwargs: untagged });
    }
  }
  return out;
}

test("LangChainSerializedMessage and messageFromLcJson agree on near misses: other paths, no type tag", (t) => {
  assertAgree(t, nearMisses(), LangChainSerializedMessage, lenientLcJson, false);
});

test("LangChainJSSerializedMessage and messagesFromLangChainJS agree on langchainjs's Serializable records", (t) => {
  assert.ok(JS_SERIALIZED.length >= BUILT.length, "the langchainjs-built records are all read as the Serializable form");
  assertAgree(t, JS_SERIALIZED, LangChainJSSerializedMessage, lenient, true);
});

test("LangChainJSStoredMessage and messagesFromLangChainJS agree on langchainjs's stored records", (t) => {
  assertAgree(t, STORED, LangChainJSStoredMessage, lenient, true);
});

test("the list reader gives the list validator's outcome: each record placed after a good one, at $[1]", (t) => {
  const good = SERIALIZED.find((r) => LangChainSerializedMessage.check(r) === undefined);
  const found = [];
  for (const record of SERIALIZED) {
    const listed = [good, record];
    const schema = LangChainSerializedMessage.checkEach(structuredClone(listed));
    const want = schema === undefined ? ["ok"] : ["error", schema.path];
    let got = ["ok"];
    try {
      messagesFromLcJson(structuredClone(listed), { strict: false, onLoss: () => {} });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      got = ["error", error.path];
    }
    if (JSON.stringify(want) !== JSON.stringify(got)) found.push({ schema: want, reader: got, record });
  }
  t.diagnostic(`${SERIALIZED.length} lists, ${found.length} differences`);
  assert.deepEqual(found.slice(0, 3), []);
});

/** Where a value stands inside `value`: every key and index path from the top. */
function positions(value, at = []) {
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : value !== null && typeof value === "object" ? Object.entries(value) : [];
  return [at, ...entries.flatMap(([k, v]) => positions(v, [...at, k]))];
}

const WRAPPED = [5, "x", null, [1], {}, { lc: 1 }, { type: "image" }, { type: "text", text: "x" }];

/** The records the validator takes, each with a wrapper {"__lc_escaped__": x} put at one place of its
 * fields (round the value there, or round an odd value; the place and value chosen in turn), as
 * tests/conformance/test_lc_json_agreement.py does with hypothesis. */
function wrapped(records, validator, field) {
  const out = [];
  let n = 0;
  for (const record of records) {
    if (validator.check(record) !== undefined) continue;
    const fields = record[field];
    // not inside OpenAI-style raw calls (additional_kwargs.tool_calls): a gap of its own, not closed
    // (docs/conversions.md): the schema takes any additional_kwargs, the constructor reads the calls
    for (const where of positions(fields).slice(1).filter((p) => !(p[0] === "additional_kwargs" && p[1] === "tool_calls" && p.length > 2))) {
      const copy = structuredClone(record);
      let parent = copy[field];
      for (const key of where.slice(0, -1)) parent = parent[key];
      const last = where[where.length - 1];
      n++;
      parent[last] = { __lc_escaped__: n % 3 === 0 ? parent[last] : structuredClone(WRAPPED[n % WRAPPED.length]) };
      out.push(copy);
    }
  }
  return out;
}

test("the validators and readers agree on wrapped values at every place of the records' fields", (t) => {
  assertAgree(t, wrapped(SERIALIZED, LangChainSerializedMessage, "kwargs"), LangChainSerializedMessage, lenientLcJson, false);
  assertAgree(t, wrapped(JS_SERIALIZED, LangChainJSSerializedMessage, "kwargs"), LangChainJSSerializedMessage, lenient, true);
  assertAgree(t, wrapped(STORED, LangChainJSStoredMessage, "data"), LangChainJSStoredMessage, lenient, true);
});

test("a remove message with content is refused by the validator, so by every reader", () => {
  for (const content of ["x", ["x"]]) {
    const record = { lc: 1, type: "constructor", id: ["langchain", "schema", "messages", "RemoveMessage"], kwargs: { id: "m1", content } };
    assert.deepEqual(readBy(lenientLcJson, record), ["error", "$.kwargs.content"]);
    assert.deepEqual(validated(LangChainSerializedMessage, record), ["error", "$.kwargs.content"]);
    const stored = { type: "remove", data: { id: "m1", content } };
    assert.deepEqual(readBy((r) => messagesFromDict([r]), stored, true), ["error", "$.data.content"]);
  }
  const js = { lc: 1, type: "constructor", id: ["langchain_core", "messages", "RemoveMessage"], kwargs: { id: "m1", content: ["x"] } };
  assert.deepEqual(readBy(lenient, js, true), ["error", "$.kwargs.content"]);
  const empty = { lc: 1, type: "constructor", id: ["langchain", "schema", "messages", "RemoveMessage"], kwargs: { id: "m1", content: [] } };
  assert.equal(messageFromLcJson(empty).content, "", "an empty content is read as Python's RemoveMessage has it");
});

test("a wrapper is unwrapped where what it holds is valid, else read as the object it is", () => {
  const text = { type: "text", text: "x", lc: 1 };
  const cases = [
    [{ content: "x", additional_kwargs: { __lc_escaped__: { lc: 2 } } }, "additional_kwargs", { lc: 2 }],
    [{ content: "x", additional_kwargs: { __lc_escaped__: 5 } }, "additional_kwargs", { __lc_escaped__: 5 }],
    [{ content: "x", additional_kwargs: { k: { __lc_escaped__: [1] } } }, "additional_kwargs", { k: [1] }],
    [{ content: [{ __lc_escaped__: { type: "image" } }, { __lc_escaped__: text }] }, "content", [{ __lc_escaped__: { type: "image" } }, text]],
  ];
  for (const id of [["langchain", "schema", "messages", "AIMessage"], ["langchain_core", "messages", "AIMessage"]]) {
    for (const [kwargs, field, read] of cases) {
      const record = { lc: 1, type: "constructor", id, kwargs };
      assert.deepEqual(validated(LangChainSerializedMessage, record), ["ok"]);
      assert.deepEqual(lenientLcJson(record)[field], read);
    }
  }
});

/** ["ok", message] or ["error", class, path, message] of `step` on `record`, its path under `under` made the record's. */
function outcome(step, record, under) {
  try {
    return ["ok", step(structuredClone(record))];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    assert.ok(error.path.startsWith(under), `error outside the record: ${error.path}`);
    return ["error", error.name, "$" + error.path.slice(under.length), error.message];
  }
}

test("convertToMessages of chatschema/lc-json reads every record as messageFromLcJson reads it", (t) => {
  const records = [...SERIALIZED, ...nearMisses(), ...wrapped(SERIALIZED, LangChainSerializedMessage, "kwargs")].filter(
    (r) => r !== null && typeof r === "object" && !Array.isArray(r) && r.type === "constructor" && !("role" in r),
  );
  const found = [];
  for (const record of records) {
    const ours = outcome((r) => convertToMessages([r])[0], record, "$[0]");
    const reader = outcome((r) => messageFromLcJson(r), record, "$");
    if (JSON.stringify(ours) !== JSON.stringify(reader)) found.push({ ours, reader, record });
  }
  t.diagnostic(`${records.length} records, ${found.length} differences`);
  assert.ok(records.length > 1_100);
  assert.deepEqual(found.slice(0, 3), []);
});

test("the package's convertToMessages refuses a record, naming chatschema/lc-json; a role decides first", () => {
  const record = { lc: 1, type: "constructor", id: ["langchain", "schema", "messages", "HumanMessage"], kwargs: { content: "x" } };
  assert.throws(() => convertIndex(["hi", record]), (error) => {
    assert.ok(error instanceof UnsupportedMessageError);
    assert.equal(error.path, "$[1]");
    assert.match(error.message, /chatschema\/lc-json/);
    return true;
  });
  assert.equal(convertToMessages(["hi", record])[1].content, "x");
  const dict = { role: "user", type: "constructor", content: "x" };
  assert.deepEqual(convertIndex([dict])[0].additional_kwargs, { type: "constructor" });
});
