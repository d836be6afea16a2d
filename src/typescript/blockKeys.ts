// Content blocks written with langchainjs's spelling (`mimeType`, `fileId`, `data`, ...) read with
// LangChain Python's (`mime_type`, `file_id`, `base64`, ...), by the one table of the two spellings
// (schemas/tables/langchainjs_block_keys.json, generated into both languages).

import { LANGCHAINJS_BLOCK_KEYS } from "../../generated/typescript/keyTables.js";
import { isObject, type Json, type JsonObject } from "./join.js";

const TABLE = LANGCHAINJS_BLOCK_KEYS;
const own = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);

/**
 * A content block in LangChain Python's spelling: for a block whose type the table names, its keys
 * renamed (and its tag, for `server_tool_call_result`), the blocks of its nested list (a text
 * block's `annotations`) too. Any other value, and a legacy (v0) block, is given back as it is.
 */
export function snakeCaseBlock(block: Json): Json {
  if (!isObject(block) || Object.hasOwn(block, TABLE.legacy_key)) return block;
  const tag = block["type"];
  if (typeof tag !== "string") return block;
  const keys = own(TABLE.keys, tag);
  const nested = own(TABLE.nested, tag);
  const renamedTag = own(TABLE.tags, tag);
  if (keys === undefined && nested === undefined && renamedTag === undefined) return block;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(block)) {
    const name = (keys !== undefined ? own(keys, key) : undefined) ?? key;
    out[name] = key === nested && Array.isArray(value) ? value.map(snakeCaseBlock) : value;
  }
  if (renamedTag !== undefined) out["type"] = renamedTag;
  return out;
}

/** Message content with each block in LangChain Python's spelling (a string as it is). */
export function snakeCaseContent(content: Json): Json {
  return Array.isArray(content) ? content.map(snakeCaseBlock) : content;
}
