// The language-neutral conformance vectors (tests/conformance/vectors/*.json, written by Python with
// `make conformance`): every vector of every operation gives Python's output here too, with keys in
// the same order, or an error of the same class and path.
//
// Each module in ./vector_ops/ (but those starting with "_") exports
//   OPERATIONS = { <python operation name>: (input, options) => output (or a promise of it) }
// and converts Python's keyword names in `options` to the TypeScript options. An operation file with
// no implementation, and each vector that does not pass, must be listed with its reason in the
// TypeScript section of docs/compat.md ("Vectors TypeScript does not pass"); a listed vector that
// passes fails too, so the list cannot go stale.
//
// Run with `make ts-test` (node --test tests/typescript/), after `make ts-build`.

import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

const HERE = new URL("./", import.meta.url);
const VECTORS = new URL("../conformance/vectors/", HERE);
const COMPAT = new URL("../../docs/compat.md", HERE);

/** Python's exception class names as the TypeScript side throws them (`error.name`). */
export const ERROR_NAMES = { ValueError: "RangeError", TypeError: "TypeError" };

/** The operations whose inputs are validated first (listed by each module as VALIDATED_INPUT): their
 * ValidationError vectors wait for validate() to be built. */
const VALIDATED = new Set();

async function operations() {
  const out = {};
  const dir = new URL("vector_ops/", HERE);
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".mjs") || file.startsWith("_")) continue;
    const { OPERATIONS, VALIDATED_INPUT = [] } = await import(new URL(file, dir).href);
    for (const name of VALIDATED_INPUT) VALIDATED.add(name);
    for (const [name, fn] of Object.entries(OPERATIONS)) {
      assert.ok(!(name in out), `operation ${name} implemented twice (${file})`);
      out[name] = fn;
    }
  }
  return out;
}

/** The rows `| \`operation\` | \`id\` or * | reason |` of docs/compat.md's list of vectors TypeScript
 * does not pass, as a map "operation id" -> reason. */
export function listed() {
  const text = readFileSync(COMPAT, "utf8");
  const start = text.indexOf("### Vectors TypeScript does not pass");
  if (start < 0) return new Map();
  const rest = text.slice(start + 1);
  const end = rest.search(/\n#{2,3} /);
  const section = end < 0 ? rest : rest.slice(0, end);
  const rows = new Map();
  for (const line of section.split("\n")) {
    const m = /^\|\s*`([^`]+)`\s*\|\s*`?([^`|]+?)`?\s*\|\s*(.+?)\s*\|\s*$/.exec(line);
    if (m) rows.set(`${m[1]} ${m[2]}`, m[3]);
  }
  return rows;
}

/** Equal JSON, keys in the same order (JSON.stringify of both: the order is part of Python's output). */
function assertSame(actual, expected) {
  assert.deepStrictEqual(actual, expected);
  assert.equal(JSON.stringify(actual), JSON.stringify(expected), "same values, keys in another order");
}

/** An operation may return a promise (a Response's body is read asynchronously): it is awaited. */
async function outcome(fn, v) {
  try {
    return { expected: await fn(structuredClone(v.input), structuredClone(v.options)) };
  } catch (error) {
    if (!(error instanceof Error) || error instanceof assert.AssertionError) throw error;
    return { error: { class: error.name, path: error.path ?? null, message: error.message } };
  }
}

async function check(fn, v) {
  const got = await outcome(fn, v);
  if ("error" in v) {
    assert.ok("error" in got, `expected ${v.error.class} at ${v.error.path}, got ${JSON.stringify(got.expected)}`);
    const name = ERROR_NAMES[v.error.class] ?? v.error.class;
    assert.deepEqual([got.error.class, got.error.path], [name, v.error.path], got.error.message);
  } else {
    assert.ok(!("error" in got), `threw ${got.error?.class} at ${got.error?.path}: ${got.error?.message}`);
    assertSame(got.expected, v.expected);
  }
}

const { VALIDATES } = await import("./vector_ops/_messages.mjs");
const OPERATIONS = await operations();
const LISTED = listed();
const FILES = readdirSync(VECTORS)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, VECTORS), "utf8")));

test("every implemented operation has vectors", () => {
  const have = new Set(FILES.map((f) => f.operation));
  for (const name of Object.keys(OPERATIONS)) assert.ok(have.has(name), `no vectors for ${name}`);
});

for (const file of FILES) {
  const op = file.operation;
  test(`${op}: ${file.vectors.length} vectors`, async (t) => {
    const fn = OPERATIONS[op];
    if (fn === undefined) {
      assert.ok(LISTED.has(`${op} *`), `no TypeScript implementation of ${op}, and not listed in docs/compat.md`);
      return;
    }
    assert.ok(!LISTED.has(`${op} *`), `${op} is implemented: remove its * row from docs/compat.md`);
    const failures = [];
    let waiting = 0;
    for (const v of file.vectors) {
      if (!VALIDATES && VALIDATED.has(op) && v.error?.class === "ValidationError") {
        waiting++; // needs validate() (src/typescript/validate.ts) to be built
        continue;
      }
      const isListed = LISTED.has(`${op} ${v.id}`);
      try {
        await check(fn, v);
        if (isListed) failures.push(`${v.id}: passes, but docs/compat.md lists it`);
      } catch (error) {
        if (!isListed) failures.push(`${v.id}: ${String(error.message).slice(0, 600)}`);
      }
    }
    if (waiting) t.diagnostic(`${waiting} ValidationError vectors skipped: validate.js is not built`);
    assert.deepEqual(failures.slice(0, 20), [], `${failures.length} of ${file.vectors.length} vectors fail`);
  });
}
