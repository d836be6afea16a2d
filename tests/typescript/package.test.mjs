// The npm package says which schema and version it is: SCHEMA_SHA256 is the sha256 of the bundled
// schema (generated/schema/manifest.json), SCHEMA_VERSION and the package version are the Python
// package's (pyproject.toml), taken from that one place by codegen. Run with `make ts-test`.

import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { SCHEMA_ID, SCHEMA_SHA256, SCHEMA_VERSION, validate, ValidationError } from "../../build/ts/src/typescript/index.js";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

test("the schema constants are the manifest's, and the bundle's sha256", () => {
  const manifest = JSON.parse(read("generated/schema/manifest.json"));
  assert.equal(SCHEMA_SHA256, manifest.sha256);
  assert.equal(SCHEMA_SHA256, createHash("sha256").update(read("generated/schema/chatschema.schema.json")).digest("hex"));
  assert.equal(SCHEMA_ID, manifest.$id);
  assert.equal(SCHEMA_VERSION, manifest.version);
});

test("the package's version is the Python package's", () => {
  const pyproject = /^\[project\][^[]*?^version = "([^"]+)"$/ms.exec(read("pyproject.toml"));
  assert.ok(pyproject, "no [project] version in pyproject.toml");
  const manifest = JSON.parse(read("generated/typescript/package.json"));
  assert.equal(manifest.name, "chatschema");
  assert.equal(manifest.version, pyproject[1]);
  assert.equal(SCHEMA_VERSION, pyproject[1]);
});

test("errors are classes with fields, and read as Python's", () => {
  const error = new ValidationError("Expected `str`, got `int`", "$.content");
  assert.ok(error instanceof Error);
  assert.equal(error.name, "ValidationError");
  assert.equal(String(error), "Expected `str`, got `int` (at $.content)");
  assert.equal(new ValidationError("k".repeat(5000), "$").message.length, 1000, "shortened in the middle");
});

test("a key whose value is undefined is absent, as JSON.stringify leaves it out", () => {
  validate({ type: "human", content: "hi", name: undefined }, "AnyMessage");
  assert.throws(() => validate({ type: "tool", content: "x", tool_call_id: undefined }, "AnyMessage"), {
    message: "Object missing required field `tool_call_id`",
    path: "$",
  });
});
