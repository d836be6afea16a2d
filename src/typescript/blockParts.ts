// What the content-block readers share (Python's chatschema.blocks._factories and
// _translator_helpers): the standard block tags, the block factories with Python's keyword binding,
// and the small helpers of the best-effort passes and the provider translators. Internal: not
// re-exported by index.ts.

import { isObject as isJsonObject } from "./join.js";
import { pyEquals, pyStr, pyTruthy, type PyJson } from "./pyRepr.js";

/** A content block: a plain JSON object with a `type` tag. */
export type Block = { [key: string]: PyJson };

/** A message as the readers see it: the plain JSON message (any type). */
export type MessageLike = { readonly [key: string]: unknown };

/** The `type` tags of the standard content blocks (the `ContentBlock` union of the schema). */
export const KNOWN_BLOCK_TYPES: ReadonlySet<string> = new Set([
  "audio",
  "file",
  "image",
  "invalid_tool_call",
  "non_standard",
  "reasoning",
  "refusal",
  "server_tool_call",
  "server_tool_call_chunk",
  "server_tool_result",
  "text",
  "text-plain",
  "tool_call",
  "tool_call_chunk",
  "video",
]);

const has = (obj: object, key: string): boolean => Object.hasOwn(obj, key);

/** Python's `dict.get(key, default)`. */
export function get(obj: Block, key: string, fallback: PyJson = null): PyJson {
  return has(obj, key) ? (obj[key] as PyJson) : fallback;
}

/** Python's `d[key]`: the value, or a `TypeError` (Python's `KeyError`) naming the key. */
export function need(obj: Block, key: string): PyJson {
  if (!has(obj, key)) throw new TypeError(`KeyError: ${JSON.stringify(key)}`);
  return obj[key] as PyJson;
}

/** Whether a JSON value is a plain object (a Python dict): join's test, typed for blocks. */
export const isObject = isJsonObject as (value: unknown) => value is Block;

/** Whether a block's `type` is one of the standard tags. */
export function isKnown(block: Block): boolean {
  const tag = get(block, "type");
  return typeof tag === "string" && KNOWN_BLOCK_TYPES.has(tag);
}

/** The handler registered for a block's string `type` tag. */
export function handlerFor<H>(handlers: Readonly<Record<string, H>>, tag: PyJson): H | undefined {
  return typeof tag === "string" && has(handlers, tag) ? handlers[tag] : undefined;
}

export function nonStandard(value: PyJson): Block {
  return { type: "non_standard", value };
}

/** A provider block no handler reads, as `non_standard`; its `index` moves onto the wrapper. */
export function nonStandardWithIndex(block: Block): Block {
  if (!Object.hasOwn(block, "index")) return nonStandard(block);
  const { index, ...value } = block;
  return { type: "non_standard", value, index: index as PyJson };
}

/** The blocks, each `non_standard` block replaced by the block it wraps. */
export function unwrapNonStandard(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => (get(block, "type") === "non_standard" ? (block["value"] as Block) : block));
}

/** A best-effort input pass: each block as `convert` gives it; else a standard block is kept, any
 * other wrapped as `non_standard`. */
export function convertParts(blocks: readonly Block[], convert: (block: Block) => Block | undefined): Block[] {
  return unwrapNonStandard(blocks).map((block) => {
    const converted = convert(block);
    if (converted !== undefined) return converted;
    return isKnown(block) ? block : nonStandard(block);
  });
}

/** The converter for a one-key part without a `type` (Bedrock Converse, Google GenAI). */
export function untypedPartConverter(
  document: (part: Block, value: Block) => Block,
  image: (part: Block, value: Block) => Block,
): (block: Block) => Block | undefined {
  return (block) => {
    if (Object.keys(block).length !== 1) return undefined;
    const text = get(block, "text");
    if (pyTruthy(text)) return { type: "text", text };
    for (const [key, convert] of [["document", document], ["image", image]] as const) {
      const value = get(block, key);
      if (pyTruthy(value) && isObject(value) && has(value, "format")) return convert(block, value);
    }
    return undefined;
  };
}

/** Copy the keys of `source` outside `known` into `target.extras` (not for `non_standard`). */
export function populateExtras(target: Block, source: Block, known: ReadonlySet<string>): Block {
  if (target["type"] === "non_standard") return target;
  for (const [key, value] of Object.entries(source)) {
    if (known.has(key)) continue;
    if (!isObject(target["extras"])) target["extras"] = {};
    (target["extras"] as Block)[key] = value;
  }
  return target;
}

/** Python's `f"{value}"` of a JSON value. */
export const format = (value: PyJson): string => pyStr(value);

/** Python's `key in container` for a JSON container (a `TypeError` for a number, bool or null). */
export function contains(container: PyJson, key: string): boolean {
  if (typeof container === "string") return container.includes(key);
  if (Array.isArray(container)) return container.some((item) => pyEquals(item, key));
  if (isObject(container)) return has(container, key);
  throw new TypeError(`argument of type '${container === null ? "NoneType" : typeof container}' is not iterable`);
}

// -- the factories --------------------------------------------------------------------------------

/** A fresh block id: `lc_` and a uuid4. */
export function newId(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return `lc_${c.randomUUID()}`;
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(Math.random() * 4)] as string;
  const h = hex.join("");
  return `lc_${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A Python call's keyword arguments: the explicit ones, then `**extras`; a name given twice is
 * Python's `TypeError`. */
export type Kwargs = readonly (readonly [string, PyJson])[];

function bind(params: readonly string[], explicit: Kwargs, extras: Block): [Map<string, PyJson>, Block] {
  const named = new Map<string, PyJson>();
  const rest: Block = {};
  const seen = new Set<string>();
  for (const [key, value] of [...explicit, ...Object.entries(extras)]) {
    if (seen.has(key)) throw new TypeError(`got multiple values for keyword argument '${key}'`);
    seen.add(key);
    if (params.includes(key)) named.set(key, value);
    else rest[key] = value;
  }
  return [named, rest];
}

function finish(block: Block, index: PyJson | undefined, rest: Block): Block {
  if (index !== undefined && index !== null) block["index"] = index;
  const extras: Block = {};
  for (const [key, value] of Object.entries(rest)) if (value !== null && value !== undefined) extras[key] = value;
  if (Object.keys(extras).length > 0) block["extras"] = extras;
  return block;
}

const MEDIA_PARAMS = ["url", "base64", "file_id", "mime_type", "id", "index"];

/** Python's `create_image_block` / `create_audio_block` / `create_video_block` / `create_file_block`
 * called with `explicit` keywords and `**extras`. */
export function mediaBlock(kind: "image" | "audio" | "video" | "file", explicit: Kwargs, extras: Block = {}): Block {
  const [named, rest] = bind(MEDIA_PARAMS, explicit, extras);
  const url = named.get("url");
  const base64 = named.get("base64");
  const fileId = named.get("file_id");
  const mimeType = named.get("mime_type");
  if (!(pyTruthy(url) || pyTruthy(base64) || pyTruthy(fileId))) {
    throw new RangeError("Must provide one of: url, base64, or file_id");
  }
  if (kind !== "image" && pyTruthy(base64) && !pyTruthy(mimeType)) {
    throw new RangeError("mime_type is required when using base64 data");
  }
  const id = named.get("id");
  const block: Block = { type: kind, id: pyTruthy(id) ? (id as PyJson) : newId() };
  for (const [key, value] of [["url", url], ["base64", base64], ["file_id", fileId], ["mime_type", mimeType]] as const) {
    if (value !== undefined && value !== null) block[key] = value;
  }
  return finish(block, named.get("index"), rest);
}

const PLAINTEXT_PARAMS = ["text", "url", "base64", "file_id", "title", "context", "id", "index"];

/** Python's `create_plaintext_block` called with `explicit` keywords and `**extras`. */
export function plaintextBlock(explicit: Kwargs, extras: Block = {}): Block {
  const [named, rest] = bind(PLAINTEXT_PARAMS, explicit, extras);
  const id = named.get("id");
  const block: Block = { type: "text-plain", mime_type: "text/plain", id: pyTruthy(id) ? (id as PyJson) : newId() };
  for (const key of ["text", "url", "base64", "file_id", "title", "context"]) {
    const value = named.get(key);
    if (value !== undefined && value !== null) block[key] = value;
  }
  return finish(block, named.get("index"), rest);
}

// -- tool calls -----------------------------------------------------------------------------------

/** A `tool_call_chunk` block from one of a chunk's `tool_call_chunks` (`index` only when set). */
export function toolCallChunkBlock(chunk: Block): Block {
  const block: Block = { type: "tool_call_chunk", id: get(chunk, "id"), name: get(chunk, "name"), args: get(chunk, "args") };
  const index = get(chunk, "index");
  if (index !== null) block["index"] = index;
  return block;
}

/** Ids of the `tool_call` objects among `items`. */
export function toolCallIds(items: readonly unknown[] | string): Set<PyJson> {
  const ids = new Set<PyJson>();
  if (typeof items === "string") return ids;
  for (const item of items) if (isObject(item) && get(item, "type") === "tool_call") ids.add(get(item, "id"));
  return ids;
}

/** Append a `tool_call` block for each tool call with an id not in `present` (in place). */
export function appendMissingToolCalls(
  blocks: Block[],
  toolCalls: readonly Block[],
  present: ReadonlySet<PyJson>,
  keep: readonly string[] = ["index", "extras"],
  indexFor?: (id: PyJson) => PyJson | undefined,
): Block[] {
  for (const call of toolCalls) {
    const id = get(call, "id");
    if (!pyTruthy(id) || present.has(id)) continue;
    const block: Block = { type: "tool_call", id, name: need(call, "name"), args: need(call, "args") };
    for (const key of keep) if (has(call, key)) block[key] = call[key] as PyJson;
    const index = indexFor?.(id);
    if (index !== undefined && index !== null) block["index"] = index;
    blocks.push(block);
  }
  return blocks;
}

/** A message's object field (`response_metadata`, `additional_kwargs`), `{}` when absent. */
export function field(message: MessageLike, key: string): Block {
  const value = message[key];
  return isObject(value) ? value : {};
}

/** A message's list field (`tool_calls`, `tool_call_chunks`), `[]` when absent. */
export function listField(message: MessageLike, key: string): Block[] {
  const value = message[key];
  return Array.isArray(value) ? (value as Block[]) : [];
}

/** A `reasoning` block from `additional_kwargs.reasoning_content` when that is a string. */
export function reasoningFromAdditionalKwargs(message: MessageLike): Block | undefined {
  const text = get(field(message, "additional_kwargs"), "reasoning_content");
  return typeof text === "string" ? { type: "reasoning", reasoning: text } : undefined;
}

// -- the provider translators ---------------------------------------------------------------------

/** Copy `index` from `block` onto the translated `out` block, when there is one. */
export function withIndex(out: Block, block: Block): Block {
  if (Object.hasOwn(block, "index")) out["index"] = block["index"] as PyJson;
  return out;
}

/** Whether the message is an `AIMessageChunk`. */
export const isChunk = (message: MessageLike): boolean => message["type"] === "AIMessageChunk";

/** A streamed chunk holding exactly one tool call chunk, not the final aggregate. */
export function isIsolatedChunk(message: MessageLike): boolean {
  return isChunk(message) && listField(message, "tool_call_chunks").length === 1 && message["chunk_position"] !== "last";
}

/** A `tool_call` block from one of `message.tool_calls`. */
export function toolCallBlock(call: Block): Block {
  return { type: "tool_call", name: need(call, "name"), args: need(call, "args"), id: get(call, "id") };
}

/** The `tool_call` block for a `tool_use` block (Anthropic, Bedrock Converse): the message's tool
 * call when there is one, or the one with the block's id; else built from the block. */
export function toolUseCall(message: MessageLike, block: Block): Block {
  const calls = listField(message, "tool_calls");
  let chosen: Block | undefined;
  if (calls.length === 1) chosen = calls[0];
  else if (pyTruthy(get(block, "id"))) chosen = calls.find((call) => pyEquals(get(call, "id"), get(block, "id")));
  if (chosen !== undefined) return toolCallBlock(chosen);
  return { type: "tool_call", name: get(block, "name", ""), args: get(block, "input", {}), id: get(block, "id", "") };
}

/** The message's only tool call chunk as a `tool_call_chunk` block (Anthropic, Bedrock Converse). */
export function onlyToolCallChunkBlock(message: MessageLike): Block {
  const chunk = listField(message, "tool_call_chunks")[0];
  if (chunk === undefined) throw new RangeError("list index out of range");
  const out: Block = { type: "tool_call_chunk", name: get(chunk, "name"), id: get(chunk, "id"), args: get(chunk, "args") };
  const index = get(chunk, "index");
  if (index !== null) out["index"] = index;
  return out;
}

/** The output handler for a provider `text` block whose `citations` become `annotations`. */
export function textHandler(annotation: (citation: Block) => Block): (message: MessageLike, block: Block) => Block[] {
  return (_message, block) => {
    const citations = get(block, "citations");
    const out: Block = pyTruthy(citations)
      ? { type: "text", text: get(block, "text", ""), annotations: pyItems(citations).map((c) => annotation(c as Block)) }
      : { type: "text", text: need(block, "text") };
    return [withIndex(out, block)];
  };
}

/** The items Python's `for` gives of a JSON value (an object's keys, a string's code points). */
export function pyItems(value: PyJson): PyJson[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  if (isObject(value)) return Object.keys(value);
  throw new TypeError(`'${typeof value}' object is not iterable`);
}
