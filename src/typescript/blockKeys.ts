// Content blocks in langchainjs's spelling (`{type: "image", data, mimeType}`, `fileId`,
// `server_tool_call_result` with `toolCallId`, citations' `startIndex`...) and in LangChain Python's
// (`{type: "image", base64, mime_type}`, ...), read both ways by the one table of the two spellings
// (schemas/tables/langchainjs_block_keys.json, generated into both languages). Python's
// chatschema.convert._block_keys follows the same rules:
// * a block whose tag has renamed keys gets each key renamed, unless it also holds the key of the
//   other spelling (both are then kept as they are) or is LangChain's legacy (v0) form (it holds
//   `source_type`), which both libraries spell alike;
// * its tag is renamed when the libraries spell it otherwise;
// * the blocks of a nested list (a text block's `annotations`) follow the same rules.
// Everything else is given back as it is (the same object).

import { type KeyTable, LANGCHAINJS_BLOCK_KEYS } from "../../generated/typescript/keyTables.js";
import { isObject, type Json, type JsonObject } from "./join.js";

type Renames = Readonly<Record<string, string>>;
interface Spelling {
  readonly keys: Readonly<Record<string, Renames>>;
  readonly tags: Renames;
  readonly nested: Renames;
}

const own = <T>(map: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(map, key) ? map[key] : undefined);
const flipped = (map: Renames): Renames => Object.fromEntries(Object.entries(map).map(([a, b]) => [b, a]));

const TO_PYTHON: Spelling = LANGCHAINJS_BLOCK_KEYS;
/** The table read the other way: LangChain Python's tags and keys to langchainjs's. */
const TO_JS: Spelling = /* @__PURE__ */ ((table: KeyTable): Spelling => {
  const tag = (js: string): string => own(table.tags, js) ?? js;
  return {
    keys: Object.fromEntries(Object.entries(table.keys).map(([js, renames]) => [tag(js), flipped(renames)])),
    tags: flipped(table.tags),
    nested: Object.fromEntries(Object.entries(table.nested).map(([js, key]) => [tag(js), key])),
  };
})(LANGCHAINJS_BLOCK_KEYS);
const LEGACY = LANGCHAINJS_BLOCK_KEYS.legacy_key;

function respelled(content: Json, spelling: Spelling): Json {
  if (!Array.isArray(content)) return content;
  let out: Json[] | undefined;
  content.forEach((block: Json, i: number) => {
    const next = isObject(block) ? respelledBlock(block, spelling) : block;
    if (next !== block) (out ??= content.slice())[i] = next;
  });
  return out ?? content;
}

function respelledBlock(block: JsonObject, spelling: Spelling): JsonObject {
  const tag = block["type"];
  if (typeof tag !== "string" || Object.hasOwn(block, LEGACY)) return block;
  const renames = own(spelling.keys, tag) ?? {};
  const inner = own(spelling.nested, tag);
  const renamedTag = own(spelling.tags, tag);
  const out: JsonObject = {};
  let changed = renamedTag !== undefined;
  for (const [key, value] of Object.entries(block)) {
    const name = own(renames, key);
    const moved = name !== undefined && !Object.hasOwn(block, name);
    const next = key === inner ? respelled(value, spelling) : value;
    if (moved || next !== value) changed = true;
    out[moved ? name : key] = next;
  }
  if (renamedTag !== undefined) out["type"] = renamedTag;
  return changed ? out : block;
}

/**
 * Message content with its blocks in langchainjs's spelling given LangChain Python's: the content
 * itself when no block changes, else a new list (the changed blocks new objects, the others shared).
 *
 * @example
 * pythonContent([{ type: "image", data: "iVBO", mimeType: "image/png" }]);
 * // [{ type: "image", base64: "iVBO", mime_type: "image/png" }]
 */
export function pythonContent(content: Json): Json {
  return respelled(content, TO_PYTHON);
}

/**
 * Message content with its blocks in langchainjs's spelling: {@link pythonContent} read backwards.
 *
 * @example
 * jsContent([{ type: "server_tool_result", tool_call_id: "c1", status: "success" }]);
 * // [{ type: "server_tool_call_result", toolCallId: "c1", status: "success" }]
 */
export function jsContent(content: Json): Json {
  return respelled(content, TO_JS);
}

/** A message (or message-like object) with its content in LangChain Python's spelling: the object
 * itself when no block changes, else a shallow copy with the new content. */
export function withPythonContent<T extends JsonObject>(message: T): T {
  const content = pythonContent(message["content"]);
  return content === message["content"] ? message : { ...message, content };
}
