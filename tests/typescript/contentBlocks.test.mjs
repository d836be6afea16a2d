// contentBlocks (src/typescript/contentBlocks.ts): the tables it keeps beside the schema, and the
// choice of translators. The conformance vectors (content_blocks.json) prove the readings.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { KNOWN_BLOCK_TYPES } from "../../build/ts/src/typescript/blockParts.js";
import { contentBlocks } from "../../build/ts/src/typescript/contentBlocks.js";
import { PROVIDER_TRANSLATORS } from "../../build/ts/src/typescript/translators.js";

const BUNDLE = JSON.parse(readFileSync(new URL("../../generated/schema/chatschema.schema.json", import.meta.url), "utf8"));

test("the standard block tags are the ContentBlock union's", () => {
  const defs = BUNDLE.$defs;
  const tags = defs.ContentBlock.oneOf.map(({ $ref }) => defs[$ref.split("/").pop()].properties.type.const);
  assert.deepEqual([...KNOWN_BLOCK_TYPES].sort(), tags.sort());
});

test("provider translators are used only when given", () => {
  const message = {
    type: "ai",
    content: [{ type: "thinking", thinking: "Hmm.", signature: "s1" }, { type: "text", text: "Yes." }],
    response_metadata: { model_provider: "anthropic" },
  };
  assert.deepEqual(contentBlocks(message, { translators: PROVIDER_TRANSLATORS }), [
    { type: "reasoning", reasoning: "Hmm.", extras: { signature: "s1" } },
    { type: "text", text: "Yes." },
  ]);
  assert.deepEqual(contentBlocks(message), [
    { type: "non_standard", value: { type: "thinking", thinking: "Hmm.", signature: "s1" } },
    { type: "text", text: "Yes." },
  ]);
  assert.deepEqual(Object.keys(PROVIDER_TRANSLATORS).sort(), ["anthropic", "bedrock", "bedrock_converse", "google_genai", "google_vertexai", "groq", "openai"]);
});

test("a v1 AI message's content list is given as it is", () => {
  const content = [{ type: "text", text: "hi" }];
  assert.equal(contentBlocks({ type: "ai", content, response_metadata: { output_version: "v1" } }), content);
});

test("fresh block ids are lc_ and a uuid4", () => {
  const [block] = contentBlocks({ type: "human", content: [{ type: "image_url", image_url: { url: "https://example.com/a.png" } }] });
  assert.match(block.id, /^lc_[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
