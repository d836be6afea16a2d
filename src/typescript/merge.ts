// Merging runs of consecutive messages of the same kind: Python's `merge_message_runs`.
//
// The rules are chunk addition's (join.ts), applied as LangChain applies them (each message as a
// chunk, later `response_metadata` dropped, a separator between two non-empty strings), in time
// linear in the input: list content is merged in place with an index table, and the tool calls
// of a merged AI message are parsed once per message.

import {
  build,
  callsById,
  carriedExtras,
  deriveToolCalls,
  finishServerToolCallBlocks,
  finishToolCallBlocks,
  lastV1Blocks,
  rawChunks,
  readRawCalls,
} from "./chunks.js";
import type { AnyMessage } from "../../generated/typescript/types.js";
import { isChunk, kindOf } from "./kinds.js";
import {
  addUsage,
  appendsAfterList,
  bestId,
  copyJson,
  idsAgree,
  isObject,
  itemAddition,
  type Json,
  type JsonObject,
  mergeDicts,
  mergeableIndex,
  pyEquals,
} from "./join.js";

/** Options of `mergeMessageRuns`. */
export interface MergeMessageRunsOptions {
  /** Put between two string contents when both are non-empty. Default `"\n"`. */
  chunkSeparator?: string;
}

const FAMILIES = new Set(["human", "ai", "system", "function", "chat"]);


/** Whether a type tag ends with "k": every chunk tag ("...Chunk") does, no plain tag does. */
function endsWithK(type: string): boolean {
  return type.charCodeAt(type.length - 1) === 107;
}

function isChunkType(type: string): boolean {
  return typeof type === "string" && type.endsWith("Chunk") && isChunk({ type } as never);
}

/** Whether `message` continues the run of `length` messages that `first` starts. */
function joins(first: JsonObject, length: number, message: JsonObject): boolean {
  const tag = message["type"];
  if (tag === "tool" || tag === "remove" || tag === "ToolMessageChunk") return false;
  if (tag !== first["type"] && !isChunkType(tag) && !isChunkType(first["type"])) return false; // two plain kinds
  const kind = kindOf(first as never);
  if (!FAMILIES.has(kind) || kindOf(message as never) !== kind) return false;
  // A chunk starts a run only with chunks of its class; after one merge the run is a plain message.
  if (length === 1 && isChunkType(first["type"]) && message["type"] !== first["type"]) return false;
  if (kind === "chat") return message["role"] === first["role"];
  if (kind === "function") return message["name"] === first["name"];
  return true;
}

/**
 * Merge each run of consecutive messages of the same kind into one message, as Python's
 * `merge_message_runs` does: contents joined (strings with `chunkSeparator` between two
 * non-empty ones, blocks merged by `index`), `additional_kwargs` merged, the first message's
 * `response_metadata` and id (for AI messages the provider's id), tool calls and usage of AI
 * messages gathered. Tool messages are never merged; a chat message only with the same role, a
 * function message only with the same name. Merged messages are of the plain kind (`human`);
 * other messages are returned as they are. The input is not changed.
 *
 * @throws TypeError when two values cannot be merged; ValidationError for malformed raw tool calls.
 *
 * @example
 * mergeMessageRuns([{ type: "human", content: "a", ... }, { type: "human", content: "b", ... }])[0].content // "a\nb"
 */
export function mergeMessageRuns(messages: readonly AnyMessage[], options: MergeMessageRunsOptions = {}): AnyMessage[] {
  return mergeRuns(messages as readonly JsonObject[], options) as AnyMessage[];
}

/**
 * The position of the first message that may join the one before it, or the length when none can:
 * two neighbours with different plain type tags never join, which settles most histories in one
 * read of each tag.
 */
function firstCandidate(messages: readonly JsonObject[]): number {
  const n = messages.length;
  if (n < 2) return n;
  let before = (messages[0] as JsonObject)["type"];
  let beforePlain = !endsWithK(before);
  for (let i = 1; i < n; i++) {
    const tag = (messages[i] as JsonObject)["type"];
    const plain = !endsWithK(tag);
    if (tag === before || !plain || !beforePlain) return i;
    before = tag;
    beforePlain = plain;
  }
  return n;
}

function mergeRuns(messages: readonly JsonObject[], options: MergeMessageRunsOptions): JsonObject[] {
  const n = messages.length;
  const start = firstCandidate(messages);
  if (start === n) return messages.slice();
  const separator = options.chunkSeparator ?? "\n";
  // The messages before the first candidate's predecessor are alone in their runs.
  const out: JsonObject[] = messages.slice(0, start - 1);
  let i = start - 1;
  while (i < n) {
    const first = messages[i] as JsonObject;
    const type = first["type"];
    const plain = !endsWithK(type);
    let j = i + 1;
    // Two different plain type tags never join: the usual neighbours are told apart at once.
    while (j < n) {
      const tag = (messages[j] as JsonObject)["type"];
      if (tag !== type && plain && !endsWithK(tag)) break;
      if (!joins(first, j - i, messages[j] as JsonObject)) break;
      j++;
    }
    out.push(j - i > 1 ? mergeRun(messages.slice(i, j), separator) : first);
    i = j;
  }
  return out;
}

/** List content being merged in place, with the positions of each `index`. */
class Content {
  parts: string[] | null = null;
  items: Json[] | null = null;
  nonempty = false;
  table: Map<Json, number[]> | null = null;

  constructor(first: Json) {
    if (typeof first === "string") {
      this.parts = [first];
      this.nonempty = first !== "";
    } else {
      this.items = Array.isArray(first) ? first.slice() : [];
    }
  }

  add(content: Json, separator: string): void {
    if (this.parts !== null) {
      if (typeof content === "string") {
        if (this.nonempty && content) this.parts.push(separator);
        this.parts.push(content);
        this.nonempty ||= content !== "";
        return;
      }
      if (!Array.isArray(content)) throw new TypeError(`'${typeof content}' object is not iterable`);
      this.items = [this.parts.join(""), ...content];
      this.parts = null;
      return;
    }
    const items = this.items as Json[];
    if (Array.isArray(content)) {
      for (const item of content) this.#mergeItem(items, item);
    } else if (items.length > 0 && typeof items[items.length - 1] === "string") {
      items[items.length - 1] += content;
    } else if (appendsAfterList(items, content)) {
      this.#append(items, content);
    }
  }

  #key(index: Json): Json {
    return typeof index === "boolean" ? Number(index) : index;
  }

  #append(items: Json[], item: Json): void {
    if (this.table !== null && isObject(item) && "index" in item && mergeableIndex(item["index"])) {
      const key = this.#key(item["index"]);
      const found = this.table.get(key);
      if (found === undefined) this.table.set(key, [items.length]);
      else found.push(items.length);
    }
    items.push(item);
  }

  #mergeItem(items: Json[], item: Json): void {
    if (!(isObject(item) && "index" in item && mergeableIndex(item["index"]))) {
      this.#append(items, item);
      return;
    }
    if (this.table === null) {
      this.table = new Map();
      items.forEach((earlier, pos) => {
        if (isObject(earlier) && "index" in earlier && mergeableIndex(earlier["index"])) {
          const key = this.#key(earlier["index"]);
          const found = (this.table as Map<Json, number[]>).get(key);
          if (found === undefined) (this.table as Map<Json, number[]>).set(key, [pos]);
          else found.push(pos);
        }
      });
    }
    const rightId = "id" in item ? item["id"] : null;
    let found = -1;
    for (const pos of this.table.get(this.#key(item["index"])) ?? []) {
      const earlier = items[pos] as JsonObject;
      if (pyEquals(earlier["index"], item["index"]) && idsAgree("id" in earlier ? earlier["id"] : null, rightId) && found < 0) {
        found = pos;
      }
    }
    if (found < 0) {
      this.#append(items, item);
      return;
    }
    const target = items[found] as JsonObject;
    items[found] = mergeDicts(target, itemAddition("type" in target ? target["type"] : null, item));
  }

  result(): Json {
    return this.parts !== null ? this.parts.join("") : this.items;
  }
}

function mergeRun(run: JsonObject[], separator: string): JsonObject {
  const first = run[0] as JsonObject;
  const kind = kindOf(first as never);
  const ai = kind === "ai" ? new AIState(first) : null;
  const content = new Content(ai !== null ? chunkContent(first) : first["content"]);
  let extra: JsonObject = first["additional_kwargs"] ?? {};
  let extraCopied = false;
  for (const message of run.slice(1)) {
    content.add(ai !== null ? chunkContent(message) : message["content"], separator);
    const more = message["additional_kwargs"];
    if (more && Object.keys(more).length > 0) {
      extra = mergeDicts(extra, more);
      extraCopied = true;
    }
    if (ai !== null) ai.add(message, content);
  }
  const fields: JsonObject = {
    content: content.result(),
    additional_kwargs: extraCopied ? extra : copyJson(extra),
    response_metadata: copyJson(first["response_metadata"] ?? {}),
    id: first["id"] ?? null,
  };
  if (kind === "chat") fields["role"] = first["role"];
  else if (kind === "function") fields["name"] = first["name"];
  const extras = carriedExtras(run);
  if (ai === null) return build(kind, fields, extras);
  Object.assign(fields, ai.result());
  const message = build(kind, fields, extras);
  readRawCalls(message);
  return message;
}

// -- AI messages -------------------------------------------------------------

/** A tool call chunk as merging sees it; `parsed` holds the arguments of a chunk made from a tool call. */
interface CallChunk {
  name: Json;
  args: Json;
  id: Json;
  index: Json;
  parsed?: JsonObject;
}

/** The content of an AI message as the chunk built from it holds it (a last v1 chunk's blocks finished). */
function chunkContent(message: JsonObject): Json {
  const content = lastV1Blocks(message);
  if (content !== null) {
    const items = copyJson(content) as Json[];
    let byId: Map<Json, JsonObject> | null = null;
    if (Array.isArray(message["tool_call_chunks"]) && message["tool_call_chunks"].length > 0) {
      byId = callsById(parseChunks(chunksOf(message)).calls);
    }
    finishV1(items, byId);
    return items;
  }
  return message["content"];
}

function chunksOf(message: JsonObject): CallChunk[] {
  const own = message["tool_call_chunks"];
  if (Array.isArray(own) && own.length > 0) {
    return own.map((c: JsonObject) => ({ name: c["name"] ?? null, args: c["args"] ?? null, id: c["id"] ?? null, index: c["index"] ?? null }));
  }
  const calls: JsonObject[] = message["tool_calls"] ?? [];
  const invalid: JsonObject[] = message["invalid_tool_calls"] ?? [];
  if (calls.length > 0 || invalid.length > 0) {
    return [
      ...calls.map((c) => ({ name: c["name"], args: null, id: c["id"], index: null, parsed: c["args"] })),
      ...invalid.map((c) => ({ name: c["name"], args: c["args"], id: c["id"], index: null })),
    ];
  }
  return [];
}

function parseChunks(chunks: CallChunk[]): { calls: JsonObject[]; invalid: JsonObject[] } {
  const plain = chunks.filter((c) => c.parsed === undefined);
  if (plain.length === chunks.length) {
    const { calls, invalid } = deriveToolCalls(chunks as unknown as JsonObject[]);
    return { calls, invalid: invalid.map(invalidOrdered) };
  }
  const calls: JsonObject[] = [];
  const invalid: JsonObject[] = [];
  for (const chunk of chunks) {
    if (chunk.parsed !== undefined) {
      calls.push({ name: chunk.name || "", args: copyJson(chunk.parsed), id: chunk.id, type: "tool_call" });
      continue;
    }
    const derived = deriveToolCalls([chunk as unknown as JsonObject]);
    calls.push(...derived.calls);
    invalid.push(...derived.invalid.map(invalidOrdered));
  }
  return { calls, invalid };
}

function invalidOrdered(item: JsonObject): JsonObject {
  return { type: "invalid_tool_call", id: item["id"], name: item["name"], args: item["args"], error: null };
}

/** Merge tool call chunks by index among themselves (LangChain's merge_lists on chunks). */
function mergeCallChunks(merged: CallChunk[], more: CallChunk[]): CallChunk[] {
  const out = merged.slice();
  for (const item of more) {
    let found = -1;
    if (mergeableIndex(item.index)) {
      out.forEach((earlier, pos) => {
        if (pyEquals(earlier.index, item.index) && idsAgree(earlier.id, item.id) && found < 0) found = pos;
      });
    }
    if (found < 0) {
      out.push(item);
      continue;
    }
    const target = out[found] as CallChunk;
    const joined = mergeDicts(
      { name: target.name, args: target.args, id: target.id, index: target.index },
      { name: item.name, args: item.args, id: item.id, index: item.index },
    );
    out[found] = { name: joined["name"], args: joined["args"], id: joined["id"], index: joined["index"] };
  }
  return out;
}

class AIState {
  first: JsonObject;
  pending: CallChunk[] | null;
  calls: JsonObject[] = [];
  invalid: JsonObject[] = [];
  byId = new Map<Json, JsonObject>();
  usage: Json;
  ids: Json[];
  v1: boolean;

  constructor(first: JsonObject) {
    this.first = first;
    this.pending = chunksOfChecked(first);
    this.usage = copyJson(first["usage_metadata"] ?? null);
    this.ids = [first["id"] ?? null];
    this.v1 = first["response_metadata"]?.["output_version"] === "v1";
  }

  add(message: JsonObject, content: Content): void {
    const chunks = chunksOfChecked(message);
    const merged = mergeCallChunks(this.pending ?? [], chunks);
    this.pending = null;
    const { calls, invalid } = parseChunks(merged);
    this.calls.push(...calls);
    this.invalid.push(...invalid);
    for (const call of calls) this.byId.set(call["id"], call);
    const usage = message["usage_metadata"] ?? null;
    if ((this.usage && Object.keys(this.usage).length > 0) || usage !== null) {
      this.usage = addUsage(this.usage, copyJson(usage));
    }
    this.ids.push(message["id"] ?? null);
    const last = message["chunk_position"] === "last" || (this.ids.length === 2 && this.first["chunk_position"] === "last");
    if (last && this.v1 && content.items !== null) {
      finishV1(content.items, this.calls.length > 0 || this.invalid.length > 0 ? this.byId : null);
    }
  }

  result(): JsonObject {
    return {
      tool_calls: this.calls,
      invalid_tool_calls: this.invalid,
      usage_metadata: this.usage,
      id: bestId(this.ids),
    };
  }
}

/** `chunksOf`, with OpenAI-style raw calls read as an AI chunk reads them (malformed ones refused). */
function chunksOfChecked(message: JsonObject): CallChunk[] {
  const chunks = chunksOf(message);
  if (chunks.length > 0) return chunks;
  return rawChunks(message).map((c) => ({ name: c["name"], args: c["args"], id: c["id"], index: c["index"] }));
}

function finishV1(items: Json[], byId: Map<Json, JsonObject> | null): void {
  if (byId !== null) finishToolCallBlocks(items, byId, true);
  finishServerToolCallBlocks(items);
}
