// The generated TypeScript validators give every upstream OpenTelemetry GenAI case its expected
// verdict, and every invalid case an error at the first path upstream reports, as the Python side
// does (tests/otel/test_conformance.py). Cases come from ../shared/otel-genai/cases beside the
// checkout when it exists, else from the vendored copy; tests/otel/nonconforming.yaml lists the
// deliberate differences. Run with `make ts-test`.

import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

import * as yaml from "../../codegen/typescript/node_modules/js-yaml/dist/js-yaml.mjs";
import { validators } from "../../build/ts/generated/typescript/validators/table.js";

const SHARED = new URL("../../../shared/otel-genai/cases/", import.meta.url);
const VENDORED = new URL("../../schemas/otel-genai/cases/", import.meta.url);
const CASES = existsSync(SHARED) ? SHARED : VENDORED;
const NONCONFORMING = yaml.load(readFileSync(new URL("../otel/nonconforming.yaml", import.meta.url), "utf8"));

const TITLES = {
  "gen-ai-input-messages.json": "OtelInputMessages",
  "gen-ai-output-messages.json": "OtelOutputMessages",
  "gen-ai-system-instructions.json": "OtelSystemInstructions",
  "gen-ai-tool-definitions.json": "OtelToolDefinitions",
  "gen-ai-tool-call-arguments.json": "OtelToolCallArguments",
  "gen-ai-tool-call-result.json": "OtelToolCallResult",
  "gen-ai-memory-records.json": "OtelMemoryRecords",
  "gen-ai-retrieval-documents.json": "OtelRetrievalDocuments",
};

// The cases write `document` as JSON inside YAML, closing brackets at column 0, which js-yaml
// refuses; read the three keys the test needs as the runner writes them.
function readCase(text) {
  const schema = /^schema: (\S+)$/m.exec(text)[1];
  const start = text.indexOf("\ndocument:") + "\ndocument:".length;
  const end = text.search(/^(# Regenerate|errors:)/m);
  const document = JSON.parse(text.slice(start, end));
  const errors = [...text.slice(end).matchAll(/^ {2}- path: (\S+)$/gm)].map((m) => ({ path: m[1] }));
  return { schema, document, errors };
}

const files = readdirSync(CASES).filter((f) => f.endsWith(".yaml")).sort();

test("the 20 upstream cases are here", () => assert.equal(files.length, 20));

for (const file of files) {
  const name = file.slice(0, -".yaml".length);
  const c = readCase(readFileSync(new URL(file, CASES), "utf8"));
  test(`otel case ${name}`, () => {
    const validator = validators[TITLES[c.schema]];
    assert.ok(validator, `no validator for ${c.schema}`);
    const error = validator.check(c.document);
    const listed = NONCONFORMING[name];
    const valid = listed ? listed.valid : c.errors.length === 0;
    const first = listed ? listed.first_error : c.errors[0]?.path;
    assert.equal(error === undefined, valid, `verdict; error ${JSON.stringify(error)}`);
    if (!valid) assert.equal(error.path, first, `the error is at ${error.path}, upstream's first at ${first}`);
  });
}
