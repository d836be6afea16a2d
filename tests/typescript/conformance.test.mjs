// The generated TypeScript validators agree with the examples under schemas/examples/, which the
// Python side is held to by tests/conformance/test_examples.py: every valid example is accepted and
// every invalid one is rejected with an error at its `error_path`.
//
// Run with `make ts-test` (node --test tests/typescript/).

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { validators } from "../../generated/typescript/validators.js";

const EXAMPLES = new URL("../../schemas/examples/", import.meta.url);

/** ajv's instancePath (a JSON Pointer: "/content/1/url") as the Python side writes it: "$.content[1].url". */
export function jsonPath(instance, pointer) {
  if (pointer === "") return "$";
  let path = "$";
  let node = instance;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (Array.isArray(node)) {
      path += `[${key}]`;
      node = node[Number(key)];
    } else {
      path += `.${key}`;
      node = node?.[key];
    }
  }
  return path;
}

function examples() {
  const out = [];
  for (const title of readdirSync(EXAMPLES).sort()) {
    for (const file of readdirSync(new URL(`${title}/`, EXAMPLES)).sort()) {
      if (!file.endsWith(".json")) continue;
      const data = JSON.parse(readFileSync(new URL(`${title}/${file}`, EXAMPLES), "utf8"));
      out.push({ title, file, kind: file.split("-", 1)[0], data });
    }
  }
  return out;
}

const CASES = examples();
const agreed = { valid: 0, invalid: 0, firstErrorAtPath: 0 };

test("the examples cover both kinds", () => {
  assert.ok(CASES.some((c) => c.kind === "valid"));
  assert.ok(CASES.some((c) => c.kind === "invalid"));
  for (const c of CASES) assert.ok(["valid", "invalid"].includes(c.kind), `${c.title}/${c.file}`);
});

for (const { title, file, kind, data } of CASES) {
  test(`${title}/${file}`, () => {
    const validate = validators[title];
    assert.equal(typeof validate, "function", `no generated validator for ${title}`);
    if (kind === "valid") {
      const ok = validate(data);
      assert.ok(ok, `rejects a valid example: ${JSON.stringify(validate.errors, null, 1)}`);
      agreed.valid += 1;
      return;
    }
    const { instance, error_path: expected } = data;
    assert.equal(validate(instance), false, "accepts an invalid example");
    const paths = validate.errors.map((e) => jsonPath(instance, e.instancePath));
    assert.ok(paths.includes(expected), `no error at ${expected}; ajv reports ${[...new Set(paths)].join(", ")}`);
    agreed.invalid += 1;
    if (paths[0] === expected) agreed.firstErrorAtPath += 1;
  });
}

test("a union member without its type tag is rejected, as on the Python side", () => {
  // The plain oneOf would accept these (exactly one member matches); the Python side decodes
  // unions as msgspec tagged unions, and the validators require the tag the same way.
  assert.equal(validators.AnyMessage({ id: "m1" }), false);
  assert.deepEqual(validators.AnyMessage.errors.map((e) => [e.instancePath, e.keyword])[0], ["", "required"]);
  assert.equal(validators.ContentBlock({ name: "f", args: {}, id: null }), false);
  assert.equal(validators.RemoveMessage({ id: "m1" }), true, "the member itself does not need its tag");
  assert.equal(validators.ToolCall({ name: "f", args: {}, id: null }), true);
});

test("paths are written as the Python side writes them", () => {
  const instance = { content: ["a", { url: 1 }], "a/b": { "~": [0] } };
  assert.equal(jsonPath(instance, ""), "$");
  assert.equal(jsonPath(instance, "/content/1/url"), "$.content[1].url");
  assert.equal(jsonPath(instance, "/a~1b/~0/0"), "$.a/b.~[0]");
  assert.equal(jsonPath({ 0: { 1: true } }, "/0/1"), "$.0.1", "object keys that look like indexes");
});

test("summary", (t) => {
  const valid = CASES.filter((c) => c.kind === "valid").length;
  const invalid = CASES.length - valid;
  t.diagnostic(
    `valid examples accepted: ${agreed.valid}/${valid}; invalid examples rejected at error_path: ` +
      `${agreed.invalid}/${invalid} (first reported error at error_path: ${agreed.firstErrorAtPath})`,
  );
  assert.equal(agreed.valid, valid);
  assert.equal(agreed.invalid, invalid);
});
