// The stored form of messages, as Python's `messages_to_dict` writes it and `messages_from_dict` reads
// it: `{"type": <tag>, "data": <the message, every field present>}` (LangChain 1.x), and LangChain
// 0.3's form of the same (`type` among the fields, the legacy `example` field, no `chunk_position`).
//
// The messages come out in the full form Python writes (`chatschema.encode`): the type tag, then every
// field in Python's order, defaults filled in, tool call entries in LangChain's key order with their
// `type` tag. `fullForm` derives nothing; `messagesFromDict` also derives what Python's decoder
// derives (`constructedAI`: a chunk's tool calls from its `tool_call_chunks` and back, OpenAI-style
// `additional_kwargs.tool_calls`), which stored messages written by either library already hold.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { isObject } from "./blockParts.js";
import { ValidationError } from "./errors.js";
import { constructedAI } from "./chunks.js";
import { FIELDS, LEGACY, REQUIRED } from "./fields.js";
import { pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";

type Json = PyJson;
type JsonObject = { [key: string]: Json };

/** A message in the stored form. */
export interface StoredMessage {
  type: string;
  data: JsonObject;
}

/** The key order LangChain gives each kind of tool call entry, and the keys it fills with null. */
const CALL_FORMS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  tool_call: [["name", "args", "id", "type"], []],
  invalid_tool_call: [
    ["type", "id", "name", "args", "error"],
    ["id", "name", "args", "error"],
  ],
  tool_call_chunk: [
    ["name", "args", "id", "index", "type"],
    ["name", "args", "id", "index"],
  ],
};
const CALL_LISTS: readonly (readonly [string, string])[] = [
  ["tool_calls", "tool_call"],
  ["invalid_tool_calls", "invalid_tool_call"],
  ["tool_call_chunks", "tool_call_chunk"],
];


function inForm(item: Json, tag: string): boolean {
  if (!isObject(item)) return true;
  const keys = Object.keys(item);
  const order = (CALL_FORMS[tag] as readonly [readonly string[], readonly string[]])[0];
  return item["type"] === tag && keys.length === order.length && keys.every((k, i) => k === order[i]);
}

/** A tool call entry in LangChain's form: its keys in LangChain's order (others after them), the
 * missing optional ones null, `type` set to `tag`. */
function tagged(item: Json, tag: string): Json {
  if (!isObject(item)) return item;
  const [order, filled] = CALL_FORMS[tag] as readonly [readonly string[], readonly string[]];
  const entry: JsonObject = {};
  for (const key of filled) if (!Object.hasOwn(item, key)) entry[key] = null;
  Object.assign(entry, item, { type: tag });
  const out: JsonObject = {};
  for (const key of order) if (Object.hasOwn(entry, key)) out[key] = entry[key] as Json;
  for (const [key, value] of Object.entries(entry)) if (!Object.hasOwn(out, key)) out[key] = value;
  return out;
}

/**
 * The tool call lists of an AI message chunk built by Python's constructor from both sides (as the
 * flat form and the constructor envelope are read): the chunks in LangChain's form (re-ordered when
 * one entry is not), the tool calls and invalid tool calls as `written` gives them (by default the
 * message's own), each with its `type` set (last, when it was not there).
 */
export function constructedChunkLists(message: JsonObject, written: JsonObject = message): void {
  const chunks = message["tool_call_chunks"];
  if (Array.isArray(chunks) && !chunks.every((item) => inForm(item, "tool_call_chunk"))) {
    message["tool_call_chunks"] = chunks.map((item) => tagged(item, "tool_call_chunk"));
  }
  for (const [field, form] of CALL_LISTS.slice(0, 2) as [string, string][]) {
    const items = written[field];
    message[field] = Array.isArray(items) ? items.map((item) => (isObject(item) ? { ...item, type: form } : item)) : [];
  }
}

/**
 * A message in the full form Python writes: the type tag, every field in Python's order with its
 * default when missing (the legacy `example` only when given), tool call entries in LangChain's form.
 * A new object; the values are shared with the input.
 *
 * @throws ValidationError The type tag is unknown (at `path.type`), a required field is missing
 *   (at `path`, the JSON path of the message), or a remove message has content (at `path.content`).
 * @example
 * fullForm({ type: "human", content: "hi" });
 * // { type: "human", content: "hi", additional_kwargs: {}, response_metadata: {}, name: null, id: null }
 */
export function fullForm(
  message: AnyMessage | JsonObject,
  tag: string = String(message["type" as keyof typeof message]),
  path: string = "$",
): AnyMessage {
  const fields = Object.hasOwn(FIELDS, tag) ? FIELDS[tag] : undefined;
  if (fields === undefined) throw new ValidationError(`Got unexpected message type: ${tag}`, `${path}.type`);
  const data = message as unknown as JsonObject;
  const out: JsonObject = { type: tag };
  for (const [key, fallback] of fields) {
    if (Object.hasOwn(data, key)) out[key] = data[key] as Json;
    else if (fallback === REQUIRED) throw new ValidationError(`Object missing required field \`${key}\``, path);
    else if (fallback !== LEGACY) out[key] = Array.isArray(fallback) ? [] : isObject(fallback) ? {} : fallback;
  }
  if (tag === "remove") {
    // Python's RemoveMessage takes no content, and reads an empty one as ""
    if (pyTruthy(out["content"] as Json)) throw new ValidationError("RemoveMessage does not take content", `${path}.content`);
    out["content"] = "";
  }
  const filled = (field: string) => Array.isArray(out[field]) && (out[field] as Json[]).length > 0;
  // a chunk holding both sides (chunks, and calls or invalid calls) keeps the entries already tagged
  const keep = tag === "AIMessageChunk" && filled("tool_call_chunks") && (filled("tool_calls") || filled("invalid_tool_calls"));
  for (const [field, form] of CALL_LISTS) {
    const items = out[field];
    if (Array.isArray(items) && !items.every((item) => inForm(item, form))) {
      out[field] = items.map((item) => (keep && isObject(item) && item["type"] === form ? item : tagged(item, form)));
    }
  }
  return out as unknown as AnyMessage;
}

/**
 * Put messages in the stored form, as Python's `messages_to_dict`: `{type, data}` per message, `data`
 * the full form (with its `type` tag, as Python writes it).
 *
 * @example
 * messagesToDict([{ type: "human", content: "hi" }])[0].data.id; // null
 */
export function messagesToDict(messages: readonly AnyMessage[]): StoredMessage[] {
  return messages.map((m) => ({ type: String(m.type), data: fullForm(m) as unknown as JsonObject }));
}

/**
 * Read messages from the stored form, as Python's `messages_from_dict`: LangChain 1.x's
 * (`messagesToDict`'s) and 0.3's, `data` full or compact. The envelope's `type` names the message type.
 *
 * @throws ValidationError An unknown type tag, or a missing required field, at its JSON path.
 * @example
 * messagesFromDict([{ type: "ai", data: { content: "yo" } }])[0];
 * // { type: "ai", content: "yo", additional_kwargs: {}, ..., tool_calls: [], invalid_tool_calls: [], usage_metadata: null }
 */
export function messagesFromDict(stored: readonly StoredMessage[]): AnyMessage[] {
  return stored.map((s, i) => constructedAI(fullForm(s.data, s.type, `$[${i}].data`), `$[${i}].data`));
}
