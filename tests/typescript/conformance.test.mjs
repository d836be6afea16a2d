// The TypeScript validators agree with the examples under schemas/examples/, which the Python side
// is held to by tests/conformance/test_examples.py: every valid example is accepted, with
// extra="forbid" and extra="keep", and every invalid one is refused with one error at its
// `error_path`. That the message and path equal Python's, character for character, is
// tests/conformance/test_typescript_errors.py (it runs both languages). Run with `make ts-test`.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import { isValid, validate } from "../../build/ts/src/typescript/validate.js";
import { ValidationError } from "../../build/ts/src/typescript/errors.js";
import { validators } from "../../build/ts/generated/typescript/validators/table.js";

const EXAMPLES = new URL("../../schemas/examples/", import.meta.url);

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
const agreed = { valid: 0, invalid: 0 };

test("the examples cover both kinds, and every title has a validator", () => {
  assert.ok(CASES.some((c) => c.kind === "valid"));
  assert.ok(CASES.some((c) => c.kind === "invalid"));
  for (const c of CASES) assert.ok(["valid", "invalid"].includes(c.kind), `${c.title}/${c.file}`);
  for (const c of CASES) assert.ok(validators[c.title], `no validator for ${c.title}`);
});

for (const { title, file, kind, data } of CASES) {
  test(`${title}/${file}`, () => {
    if (kind === "valid") {
      for (const extra of ["forbid", "keep"]) {
        const error = validators[title].check(data, { extra });
        assert.equal(error, undefined, `rejects a valid example (extra=${extra}): ${JSON.stringify(error)}`);
      }
      assert.ok(isValid(data, title));
      validate([data, data], `list[${title}]`);
      agreed.valid += 1;
      return;
    }
    const { instance, error_path: expected } = data;
    assert.throws(
      () => validate(instance, title),
      (error) => error instanceof ValidationError && error.path === expected && error.name === "ValidationError",
    );
    assert.equal(isValid(instance, title), false);
    assert.throws(() => validate([instance], `list[${title}]`), (e) => e.path === expected.replace(/^\$/, "$[0]"));
    agreed.invalid += 1;
  });
}

test("one image block without a source: one error, Python's", () => {
  const message = { type: "human", content: ["a", { type: "image" }] };
  assert.throws(() => validate(message, "AnyMessage"), {
    name: "ValidationError",
    path: "$.content[1]",
    message:
      "Object must say where its data is, with one of: url; base64; file_id; source_type with data; " +
      "source_type with id; source_type with text; source; file",
  });
  assert.equal(String(validators.AnyMessage.check(message).path), "$.content[1]");
});

test("extra: keep allows undeclared keys at the top of a message, nowhere else", () => {
  const message = { type: "ai", content: [{ type: "text", text: "a" }], trace_id: "t1" };
  assert.throws(() => validate(message, "AnyMessage"), { message: "Object contains unknown field `trace_id`", path: "$" });
  validate(message, "AnyMessage", { extra: "keep" });
  const envelope = { type: "ai", data: { ...message, type: "ai" }, version: 2 };
  assert.throws(() => validate(envelope, "SerializedMessage", { extra: "keep" }), { path: "$" });
  assert.throws(() => validate(message, "AnyMessage", { extra: "drop" }), TypeError);
  assert.throws(() => validate(message, "NoSuchType"), TypeError);
});

test("a list is checked as Python's \"list[Title]\"", () => {
  assert.throws(() => validate({}, "list[AnyMessage]"), { message: "Expected `array`, got `object`", path: "$" });
  assert.throws(() => validate([{ type: "human", content: 1 }], "list[AnyMessage]"), { path: "$[0].content" });
});

test("summary", (t) => {
  const valid = CASES.filter((c) => c.kind === "valid").length;
  const invalid = CASES.length - valid;
  t.diagnostic(`valid examples accepted: ${agreed.valid}/${valid}; invalid examples refused at error_path: ${agreed.invalid}/${invalid}`);
  assert.equal(agreed.valid, valid);
  assert.equal(agreed.invalid, invalid);
});
