// Content blocks written with langchainjs's camelCase keys (`mimeType`, `fileId`, ...) read with
// LangChain Python's snake_case keys, by the one table of the two spellings.

import { isObject, type Json, type JsonObject } from "./join.js";

// TEMPORARY copy of the generated table (until the schema's table is merged from the Python side).
const CAMEL_TO_SNAKE: Readonly<Record<string, string>> = {
  mimeType: "mime_type",
  fileId: "file_id",
  sourceType: "source_type",
  toolCallId: "tool_call_id",
  startIndex: "start_index",
  endIndex: "end_index",
  citedText: "cited_text",
};

function renamed(block: JsonObject): JsonObject {
  let out: JsonObject | undefined;
  for (const key of Object.keys(block)) {
    if (Object.hasOwn(CAMEL_TO_SNAKE, key) || key === "annotations") {
      out = {};
      break;
    }
  }
  if (out === undefined) return block;
  for (const [key, value] of Object.entries(block)) {
    const snake = Object.hasOwn(CAMEL_TO_SNAKE, key) ? (CAMEL_TO_SNAKE[key] as string) : key;
    out[snake] = key === "annotations" && Array.isArray(value) ? value.map(snakeCaseBlock) : value;
  }
  return out;
}

/** A content block with langchainjs's camelCase keys renamed to LangChain Python's snake_case (and
 * those of its `annotations`); the block itself when it has none. */
export function snakeCaseBlock(block: Json): Json {
  return isObject(block) ? renamed(block) : block;
}

/** Message content with each block's camelCase keys in snake_case (a string as it is). */
export function snakeCaseContent(content: Json): Json {
  return Array.isArray(content) ? content.map(snakeCaseBlock) : content;
}
