// pyRepr / pyJsonDumps: Python's repr and json.dumps characters, and the JavaScript traps they decide
// (docs/compat.md, TypeScript). The conformance vectors (repr.json) hold the bulk of the cases.
import assert from "node:assert/strict";
import { test } from "node:test";

import { pyJsonDumps, pyRepr, pyStr } from "../../build/ts/src/typescript/pyRepr.js";

test("scalars", () => {
  assert.equal(pyRepr(null), "None");
  assert.equal(pyRepr(true), "True");
  assert.equal(pyRepr(false), "False");
  assert.equal(pyRepr(0.5), "0.5");
  assert.equal(pyRepr(-0.25), "-0.25");
  assert.equal(pyRepr(1e-4), "0.0001");
  assert.equal(pyRepr(1.5e-5), "1.5e-05");
  assert.equal(pyRepr(5e-324), "5e-324");
  assert.equal(pyRepr(Infinity), "inf");
  assert.equal(pyRepr(-Infinity), "-inf");
  assert.equal(pyRepr(NaN), "nan");
  assert.equal(pyJsonDumps(NaN), "NaN");
});

test("an integral number is an int: 1.0 prints as 1, -0 as 0", () => {
  assert.equal(pyRepr(JSON.parse("1.0")), "1");
  assert.equal(pyRepr(JSON.parse("1e16")), "10000000000000000");
  assert.equal(pyRepr(-0), "0");
});

test("integers beyond 2**53: the exact integer of the double, or of a bigint", () => {
  assert.equal(pyRepr(JSON.parse("12345678901234567890")), "12345678901234567168");
  assert.equal(pyRepr(1e21), "1000000000000000000000");
  assert.equal(pyRepr(12345678901234567890n), "12345678901234567890");
  assert.equal(pyJsonDumps({ n: 12345678901234567890n }), '{"n": 12345678901234567890}');
});

test("integer-like keys come first, as JavaScript orders them", () => {
  assert.equal(pyRepr(JSON.parse('{"b": 1, "10": 2, "2": 3, "01": 4}')), "{'2': 3, '10': 2, 'b': 1, '01': 4}");
});

test("strings: quotes, escapes, non-printables, surrogates", () => {
  assert.equal(pyRepr("it's"), `"it's"`);
  assert.equal(pyRepr(`it's "x"`), `'it\\'s "x"'`);
  assert.equal(pyRepr("a\tb\n\x00\x7f\xa0\xad"), "'a\\tb\\n\\x00\\x7f\\xa0\\xad'");
  assert.equal(pyRepr("\u2028\ufeff"), "'\\u2028\\ufeff'");
  assert.equal(pyRepr("\ud800x\udfff"), "'\\ud800x\\udfff'");
  assert.equal(pyRepr("\u{1f600}\u{e0001}"), "'\u{1f600}\\U000e0001'");
  assert.equal(pyRepr("caf\u00e9"), "'caf\u00e9'");
  assert.equal(pyStr("x'y"), "x'y");
  assert.equal(pyStr({ a: [1] }), "{'a': [1]}");
});

test("json.dumps(ensure_ascii=False)", () => {
  assert.equal(pyJsonDumps({ a: "\u00e9\n\x01\"\\", b: [1, 0.5, null, true] }), '{"a": "\u00e9\\n\\u0001\\"\\\\", "b": [1, 0.5, null, true]}');
  assert.equal(pyJsonDumps("\ud800\x7f"), '"\ud800\x7f"');
  assert.equal(pyJsonDumps({}), "{}");
  assert.equal(pyJsonDumps([]), "[]");
});
