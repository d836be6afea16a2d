// Adding message chunks (Python's `chunk + chunk`) and turning a sum into a message.
//
// Chunks are plain JSON in the form Python's `chatschema.encode` writes (a `type` tag such as
// "AIMessageChunk", every field present). Keys a chunk's schema does not declare are its extras:
// a sum merges them as it merges `additional_kwargs`, after the fields.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { messageFields } from "./fields.js";
import { jsonTypeName, ValidationError } from "./errors.js";
import { isChunk, kindOf, MESSAGE_TAGS } from "./kinds.js";
import {
  addUsage,
  bestId,
  copyJson,
  isEmptyJson,
  isObject,
  type Json,
  type JsonObject,
  mergeContent,
  mergeDicts,
  mergeLists,
  mergeObj,
  put,
} from "./join.js";
import { loadsStrict, parseToolCallArgs } from "./partialJson.js";
import { pyJsonDumps } from "./pyRepr.js";

/** A message chunk of any class. */
export type MessageChunk = Extract<AnyMessage, { type?: `${string}MessageChunk` }>;

/** The fields of each message type but `remove`, in the order Python writes them (after `type`). */
const FIELDS: Record<string, readonly string[]> = Object.fromEntries(
  MESSAGE_TAGS.filter((tag) => tag !== "remove").map((tag) => [tag, messageFields(tag) as readonly string[]]),
);

const FIELD_SETS: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(FIELDS).map(([type, fields]) => [type, new Set(fields)]),
);

/** Required fields a message built from a sum may lack, by class. */
const REQUIRED: Record<string, readonly string[]> = {
  ToolMessageChunk: ["tool_call_id"],
  ChatMessageChunk: ["role"],
  FunctionMessageChunk: ["name"],
};

/** Whether a value is a message chunk (a plain object whose `type` tag is a chunk's). */
export function isChunkValue(value: unknown): value is JsonObject {
  return isObject(value) && typeof value["type"] === "string" && Object.hasOwn(FIELDS, value["type"]) && isChunk(value as never);
}

/** The keys of `message` its class does not declare, or null. */
export function extrasOf(message: JsonObject): JsonObject | null {
  const fields = FIELD_SETS.get(message["type"]);
  if (fields === undefined) return null;
  let out: JsonObject | null = null;
  for (const key in message) {
    if (key !== "type" && !fields.has(key) && Object.hasOwn(message, key)) {
      out ??= {};
      put(out, key, message[key]);
    }
  }
  return out;
}

/** A message of class `type` from field values: fields in order (defaults filled), then extras. */
export function build(type: string, values: JsonObject, extras: JsonObject | null = null): JsonObject {
  const out: JsonObject = { type };
  for (const field of FIELDS[type] as readonly string[]) {
    if (field in values) {
      if (values[field] !== undefined) out[field] = values[field];
    } else {
      const fallback = DEFAULTS[field];
      if (fallback !== undefined) out[field] = fallback();
    }
  }
  if (extras !== null) for (const key of Object.keys(extras)) put(out, key, extras[key]);
  return out;
}

const DEFAULTS: Record<string, () => Json> = {
  additional_kwargs: () => ({}),
  response_metadata: () => ({}),
  name: () => null,
  id: () => null,
  tool_calls: () => [],
  invalid_tool_calls: () => [],
  usage_metadata: () => null,
  tool_call_chunks: () => [],
  chunk_position: () => null,
  artifact: () => null,
  status: () => "success",
};

/** The extras of messages merged (a copy when only one has some), or null when none has any. */
export function carriedExtras(parts: JsonObject[]): JsonObject | null {
  const found = parts.map(extrasOf).filter((e): e is JsonObject => e !== null);
  if (found.length === 0) return null;
  return found.length > 1 ? mergeDicts(found[0] as JsonObject, ...found.slice(1)) : { ...found[0] };
}

// ---------------------------------------------------------------------------
// Tool calls of an AI chunk

/** A tool call chunk as a sum holds it: LangChain's keys first, then any others, then `type`. */
function rebuilt(item: JsonObject): JsonObject {
  const out: JsonObject = {
    name: item["name"] ?? null,
    args: item["args"] ?? null,
    id: item["id"] ?? null,
    index: item["index"] ?? null,
  };
  for (const key of Object.keys(item)) if (!(key in out) && key !== "type") put(out, key, item[key]);
  out["type"] = "tool_call_chunk";
  return out;
}

/** The tool calls and invalid tool calls that tool call chunks give, as Python derives them. */
export function deriveToolCalls(chunks: readonly JsonObject[]): { calls: JsonObject[]; invalid: JsonObject[] } {
  const calls: JsonObject[] = [];
  const invalid: JsonObject[] = [];
  for (const part of chunks) {
    const parsed = parseToolCallArgs(part["args"]);
    if (parsed !== null) {
      calls.push({ name: part["name"] || "", args: parsed, id: part["id"], type: "tool_call" });
    } else {
      invalid.push({ name: part["name"], args: part["args"], id: part["id"], error: null, type: "invalid_tool_call" });
    }
  }
  return { calls, invalid };
}

/** Check one list of tool call entries: `field` values must be strings or null (`index` also an integer). */
function checkChunkList(items: JsonObject[], field: string, base = "$"): void {
  items.forEach((item, i) => {
    for (const key of field === "tool_call_chunks" ? ["name", "args", "id"] : ["name", "args", "id", "error"]) {
      const value = item[key];
      if (value !== null && typeof value !== "string") {
        throw new ValidationError(`Expected \`str | null\`, got \`${jsonTypeName(value)}\``, `${base}.${field}[${i}].${key}`);
      }
    }
    const index = item["index"] ?? null;
    if (index !== null && typeof index !== "string" && !(typeof index === "number" && Number.isInteger(index))) {
      throw new ValidationError(`Expected \`int | str | null\`, got \`${jsonTypeName(index)}\``, `${base}.${field}[${i}].index`);
    }
  });
}

/**
 * The schema's rule on OpenAI-style raw calls in `additional_kwargs.tool_calls` (`RawToolCall`),
 * which Python's constructor checks before it reads them: a list of objects whose id, index,
 * function name and arguments have the types the calls (a chunk's tool call chunks) read from them
 * have. Keys are checked in the order given, as msgspec reads them.
 *
 * @throws ValidationError At the raw call's path, `base.additional_kwargs.tool_calls[i]...`.
 */
function checkRawCalls(message: JsonObject, base: string): void {
  const kwargs = message["additional_kwargs"];
  if (!isObject(kwargs) || !Object.hasOwn(kwargs, "tool_calls")) return;
  const raw = kwargs["tool_calls"];
  const at = `${base}.additional_kwargs.tool_calls`;
  const expect = (ok: boolean, kinds: string, value: Json, path: string): void => {
    if (!ok) throw new ValidationError(`Expected \`${kinds}\`, got \`${jsonTypeName(value)}\``, path);
  };
  const text = (value: Json, path: string): void => expect(value === null || typeof value === "string", "str | null", value, path);
  expect(Array.isArray(raw), "array", raw, at);
  (raw as Json[]).forEach((call, i) => {
    expect(isObject(call), "object", call, `${at}[${i}]`);
    for (const [key, value] of Object.entries(call as JsonObject)) {
      const path = `${at}[${i}].${key}`;
      if (key === "id") text(value, path);
      else if (key === "index") {
        const ok = value === null || typeof value === "string" || (typeof value === "number" && Number.isInteger(value));
        expect(ok, "int | str | null", value, path);
      } else if (key === "function") {
        expect(isObject(value), "object", value, path);
        for (const [part, item] of Object.entries(value as JsonObject)) {
          if (part === "name" || part === "arguments") text(item, `${path}.${part}`);
        }
      }
    }
  });
}

/** Read `get` of Python's dict: a missing key gives null; a value that is not a dict raises. */
function dictGet(value: Json, key: string): Json {
  if (!isObject(value)) throw new TypeError("not a dict");
  return Object.hasOwn(value, key) ? value[key] : null;
}

function dictItem(value: Json, key: string): Json {
  if (!isObject(value) || !Object.hasOwn(value, key)) throw new TypeError("missing");
  return value[key];
}

/** OpenAI-style `additional_kwargs.tool_calls` read into tool call chunks; null when malformed. */
function rawCallChunks(raw: Json[]): JsonObject[] | null {
  try {
    return raw.map((call) => {
      let name: Json = null;
      let args: Json = null;
      if (typeof call === "string" ? call.includes("function") : isObject(call) && "function" in call) {
        const fn = dictItem(call, "function");
        args = dictItem(fn, "arguments");
        name = dictItem(fn, "name");
      }
      return { name, args, id: dictGet(call, "id"), index: dictGet(call, "index"), type: "tool_call_chunk" };
    });
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  }
}


/**
 * On the last chunk of a v1 stream, each `tool_call_chunk` block whose id has a tool call becomes
 * that `tool_call` block (its `extras` kept).
 */
export function finishToolCallBlocks(content: Json[], byId: ReadonlyMap<Json, JsonObject>, copyArgs = false): void {
  content.forEach((block, i) => {
    if (isObject(block) && block["type"] === "tool_call_chunk") {
      const callId = block["id"];
      if (callId && typeof callId !== "object" && byId.has(callId)) {
        const call = byId.get(callId) as JsonObject;
        const args = copyArgs ? copyJson(call["args"]) : call["args"];
        const made: JsonObject = { type: "tool_call", name: call["name"], args, id: call["id"] };
        if ("extras" in block) made["extras"] = block["extras"];
        content[i] = made;
      }
    }
  });
}

/** The tool calls by id (a later call with the same id wins). */
export function callsById(calls: readonly JsonObject[]): Map<Json, JsonObject> {
  const byId = new Map<Json, JsonObject>();
  for (const call of calls) byId.set(call["id"], call);
  return byId;
}

/** On the last chunk of a v1 stream, server tool call blocks get their `args` parsed. */
export function finishServerToolCallBlocks(content: Json[]): void {
  content.forEach((block, i) => {
    if (!isObject(block) || (block["type"] !== "server_tool_call" && block["type"] !== "server_tool_call_chunk")) return;
    const raw = block["args"] || "{}";
    if (typeof raw !== "string") return;
    let args: Json;
    try {
      args = loadsStrict(raw);
    } catch {
      return;
    }
    if (isObject(args)) content[i] = { ...block, type: "server_tool_call", args };
  });
}

/** The OpenAI-style raw calls of a message (`additional_kwargs.tool_calls`) as an AI chunk's
 * constructor reads them: checked tool call chunks, or none (none given, or malformed). */
export function rawChunks(message: JsonObject, base?: string): JsonObject[] {
  const raw = message["additional_kwargs"]?.["tool_calls"];
  const read = Array.isArray(raw) && raw.length > 0 ? rawCallChunks(raw) : null;
  if (read === null) return [];
  checkChunkList(read, "tool_call_chunks", base);
  return read;
}

/** The list content of the last chunk of a v1 stream (`chunk_position` "last", `output_version` "v1"),
 * else null. */
export function lastV1Blocks(chunk: JsonObject): Json[] | null {
  const content = chunk["content"];
  return chunk["chunk_position"] === "last" && chunk["response_metadata"]?.["output_version"] === "v1" && Array.isArray(content)
    ? content
    : null;
}

/** On the last chunk of a v1 stream, the blocks finished: `tool_call_chunk` blocks become the tool
 * call of their id among `calls`, server tool calls get their `args` parsed. */
function finishLastV1(chunk: JsonObject, calls: readonly JsonObject[]): void {
  const content = lastV1Blocks(chunk);
  if (content === null) return;
  if (calls.length > 0) finishToolCallBlocks(content, callsById(calls));
  finishServerToolCallBlocks(content);
}

/** An AI message without tool calls or invalid tool calls gets those its OpenAI-style
 * `additional_kwargs.tool_calls` hold, as Python's AIMessage constructor reads them (in place;
 * malformed raw calls leave it as it is).
 *
 * @throws ValidationError A raw call read with a wrong value, at `base.tool_calls[i]` or
 *   `base.invalid_tool_calls[i]` (`base`: the message's JSON path).
 */
export function readRawCalls(message: JsonObject, base = "$"): void {
  const raw = message["additional_kwargs"]?.["tool_calls"];
  if (!isEmptyJson(message["tool_calls"]) || !isEmptyJson(message["invalid_tool_calls"]) || !Array.isArray(raw)) return;
  const calls: JsonObject[] = [];
  const invalid: JsonObject[] = [];
  try {
    for (const call of raw) {
      // Python's `"function" in call`: a substring, an element or a key; other values end the reading
      const named =
        typeof call === "string" || Array.isArray(call) ? call.includes("function") : !isObject(call) || Object.hasOwn(call, "function");
      if (!named) continue;
      const fn = dictItem(call, "function");
      const name = dictItem(fn, "name");
      const text = dictItem(fn, "arguments");
      if (typeof text !== "string") return;
      let args: Json | undefined;
      try {
        args = loadsStrict(text);
      } catch (error) {
        if (!(error instanceof SyntaxError)) return;
      }
      if (args !== undefined && isEmptyJson(args)) args = {};
      if (!isObject(args)) {
        // not JSON text, or the text of no object (docs/compat.md): an invalid tool call
        invalid.push({ name, args: text, id: dictGet(call, "id"), error: null, type: "invalid_tool_call" });
        continue;
      }
      calls.push({ name: name || "", args, id: dictGet(call, "id"), type: "tool_call" });
    }
  } catch (error) {
    if (error instanceof TypeError) return;
    throw error;
  }
  calls.forEach((call, i) => {
    if (typeof call["name"] !== "string") {
      throw new ValidationError(`Expected \`str\`, got \`${jsonTypeName(call["name"])}\``, `${base}.tool_calls[${i}].name`);
    }
    if (call["id"] !== null && typeof call["id"] !== "string") {
      throw new ValidationError(`Expected \`str | null\`, got \`${jsonTypeName(call["id"])}\``, `${base}.tool_calls[${i}].id`);
    }
  });
  checkChunkList(invalid, "invalid_tool_calls", base);
  message["tool_calls"] = calls;
  message["invalid_tool_calls"] = invalid;
}

/**
 * An AI message or AI message chunk in the full form, finished in place as Python's constructor
 * finishes one built from its fields: a message without tool calls reads its OpenAI-style raw calls
 * (`readRawCalls`); a chunk without tool calls, invalid ones or tool call chunks reads them into
 * tool call chunks; a chunk's tool calls and invalid tool calls are derived from its tool call
 * chunks, or its chunks made from its calls; one holding both keeps them as they are; the blocks of
 * the last chunk of a v1 stream are finished, with the calls its chunks give when
 * `blocksFromChunks` (the constructor given both sides: `convert_to_messages`) or else with those
 * it holds (a decoded message: `messages_from_dict`). Other messages are left as they are.
 *
 * @returns The message.
 * @throws ValidationError Raw calls that break the schema's rule (`RawToolCall`), at
 *   `path.additional_kwargs.tool_calls[i]...` as Python's constructor refuses them, `path` being the
 *   message's.
 */
export function constructedAI(message: AnyMessage, path = "$", blocksFromChunks = false): AnyMessage {
  const m = message as JsonObject;
  const tag = m["type"];
  if (tag === "ai" || tag === "AIMessageChunk") checkRawCalls(m, path);
  if (tag === "ai") readRawCalls(m, path);
  if (tag === "AIMessageChunk") finishChunk(m, path, blocksFromChunks);
  return message;
}

function finishChunk(message: JsonObject, path: string, blocksFromChunks: boolean): void {
  const { tool_calls: calls, invalid_tool_calls: invalid } = message;
  let chunks = message["tool_call_chunks"];
  const written = !isEmptyJson(calls) || !isEmptyJson(invalid);
  if (isEmptyJson(chunks) && !written) message["tool_call_chunks"] = chunks = rawChunks(message, path);
  let finishWith: JsonObject[] = [];
  if (Array.isArray(chunks) && chunks.length > 0) {
    if (written && !blocksFromChunks) {
      finishWith = calls;
    } else {
      const found = deriveToolCalls(chunks);
      finishWith = found.calls;
      if (!written) {
        message["tool_calls"] = finishWith;
        message["invalid_tool_calls"] = found.invalid;
      }
    }
  } else if (written && Array.isArray(calls) && Array.isArray(invalid)) {
    message["tool_call_chunks"] = [...calls, ...invalid].map((c, i) => ({
      name: c["name"],
      args: i < calls.length ? pyJsonDumps(c["args"], { ensureAscii: true }) : c["args"],
      id: c["id"],
      index: null,
      type: "tool_call_chunk",
    }));
  }
  finishLastV1(message, finishWith);
}

/**
 * An AI chunk sum from its fields, as Python's AIMessageChunk constructor finishes it: OpenAI-style
 * raw calls read when asked (`viaConstructor`) and there are no tool call chunks, the tool calls
 * derived from the chunks (when first read, see `lazyCalls`), the last v1 chunk's blocks finished.
 */
function aiSum(values: JsonObject, extras: JsonObject | null, viaConstructor: boolean): JsonObject {
  let chunks: JsonObject[] = values["tool_call_chunks"];
  if (viaConstructor && chunks.length === 0) chunks = rawChunks(values);
  let sum: JsonObject;
  if (chunks.length > 0 && lastV1Blocks(values) === null) {
    sum = lazyCalls(values, chunks);
  } else {
    const { calls, invalid } = deriveToolCalls(chunks);
    sum = aiChunk(values, chunks, calls, invalid);
    finishLastV1(sum, calls);
  }
  if (extras !== null) for (const key of Object.keys(extras)) put(sum, key, extras[key]);
  return sum;
}

/**
 * An AI chunk sum whose `tool_calls` and `invalid_tool_calls` are computed when first read (then
 * plain data): a stream summed chunk by chunk parses its growing arguments only where they are
 * read. The keys are where Python writes them; `JSON.stringify`, spreading and `structuredClone`
 * read the values.
 */
function lazyCalls(values: JsonObject, chunks: JsonObject[]): JsonObject {
  let derived: { calls: JsonObject[]; invalid: JsonObject[] } | null = null;
  const sum = aiChunk(values, chunks, null, null);
  const settle = (): { calls: JsonObject[]; invalid: JsonObject[] } => {
    if (derived === null) {
      derived = deriveToolCalls(chunks);
      const plain = { writable: true, enumerable: true, configurable: true };
      Object.defineProperty(sum, "tool_calls", { value: derived.calls, ...plain });
      Object.defineProperty(sum, "invalid_tool_calls", { value: derived.invalid, ...plain });
    }
    return derived;
  };
  // redefined in place, the two keys keep their places
  for (const [key, which] of [["tool_calls", "calls"], ["invalid_tool_calls", "invalid"]] as const) {
    Object.defineProperty(sum, key, {
      get: () => settle()[which],
      set: (value: JsonObject[]) => {
        settle();
        sum[key] = value;
      },
      enumerable: true,
      configurable: true,
    });
  }
  return sum;
}

/** An AI chunk sum of these fields, its keys where Python writes them. */
function aiChunk(values: JsonObject, chunks: JsonObject[], calls: Json, invalid: Json): JsonObject {
  return {
    type: "AIMessageChunk",
    content: values["content"],
    additional_kwargs: values["additional_kwargs"],
    response_metadata: values["response_metadata"],
    name: null,
    id: values["id"],
    tool_calls: calls,
    invalid_tool_calls: invalid,
    usage_metadata: values["usage_metadata"],
    tool_call_chunks: chunks,
    chunk_position: values["chunk_position"],
  };
}

// ---------------------------------------------------------------------------
// Addition

function addAIChunks(left: JsonObject, others: JsonObject[]): JsonObject {
  // Each join rule is a left fold, so the operands are joined one after the other.
  let content = left["content"];
  let additionalKwargs = left["additional_kwargs"];
  let responseMetadata = left["response_metadata"];
  let raw: Json[] | null = left["tool_call_chunks"];
  let id = left["id"] ?? null;
  let last = left["chunk_position"] === "last";
  let withUsage = Boolean(left["usage_metadata"]) && Object.keys(left["usage_metadata"]).length > 0;
  for (const other of others) {
    content = mergeContent(content, other["content"]);
    additionalKwargs = mergeDicts(additionalKwargs, other["additional_kwargs"]);
    responseMetadata = mergeDicts(responseMetadata, other["response_metadata"]);
    raw = mergeLists(raw, other["tool_call_chunks"]);
    id = bestId([id, other["id"] ?? null]);
    last ||= other["chunk_position"] === "last";
    withUsage ||= other["usage_metadata"] !== null && other["usage_metadata"] !== undefined;
  }
  let usage: Json = null;
  if (withUsage) {
    usage = left["usage_metadata"] ?? null;
    for (const other of others) usage = addUsage(usage, other["usage_metadata"] ?? null);
    usage = copyJson(usage);
  }
  const callChunks = (raw ?? []).map(rebuilt);
  const values: JsonObject = {
    content,
    additional_kwargs: additionalKwargs,
    response_metadata: responseMetadata,
    id,
    usage_metadata: usage,
    tool_call_chunks: callChunks,
    chunk_position: last ? "last" : (left["chunk_position"] ?? null),
  };
  const viaConstructor = callChunks.length === 0 && Boolean(additionalKwargs["tool_calls"]) && !isEmptyJson(additionalKwargs["tool_calls"]);
  return aiSum(values, carriedExtras([left, ...others]), viaConstructor);
}


function addBase(left: JsonObject, others: JsonObject[], values: JsonObject = {}): JsonObject {
  const type = left["type"] as string;
  const fields: JsonObject = {
    ...values,
    content: mergeContent(left["content"], ...others.map((o) => o["content"])),
    additional_kwargs: mergeDicts(left["additional_kwargs"], ...others.map((o) => o["additional_kwargs"])),
    response_metadata: mergeDicts(left["response_metadata"], ...others.map((o) => o["response_metadata"])),
    id: left["id"] ?? null,
  };
  for (const field of REQUIRED[type] ?? []) {
    if (!(field in fields)) throw new ValidationError(`Object missing required field \`${field}\``, "$");
  }
  const extras = carriedExtras([left, ...others]);
  if (type === "AIMessageChunk") {
    return aiSum({ ...fields, usage_metadata: null, tool_call_chunks: [], chunk_position: null }, extras, true);
  }
  return build(type, fields, extras);
}

/**
 * The sum of two message chunks, as Python's `left + right`: contents joined (strings
 * concatenated, blocks merged by `index`), `additional_kwargs` and `response_metadata` merged,
 * tool call chunks merged by `index` and their arguments parsed as partial JSON into `tool_calls`
 * and `invalid_tool_calls`, usage summed, the provider's id preferred. `right` may be a list of
 * chunks. The operands are not changed.
 *
 * @throws TypeError when an operand is not a chunk or two values cannot be merged; RangeError
 *   (Python's ValueError) for tool, chat or function chunks that do not belong together;
 *   ValidationError when the sum lacks a required field.
 *
 * @example
 * addChunks({ type: "HumanMessageChunk", content: "Hel", ... }, { type: "HumanMessageChunk", content: "lo", ... }).content // "Hello"
 */
export function addChunks<T extends MessageChunk>(left: T, right: MessageChunk | readonly MessageChunk[]): T {
  return add(left as JsonObject, right as JsonObject | readonly JsonObject[]) as T;
}

function add(left: JsonObject, right: JsonObject | readonly JsonObject[]): JsonObject {
  if (!isChunkValue(left)) throw new TypeError(`unsupported operand type(s) for +: "${describe(left)}" and "${describe(right)}"`);
  const type = left["type"] as string;
  const list = Array.isArray(right);
  if (list ? !(right as Json[]).every(isChunkValue) : !isChunkValue(right)) {
    throw new TypeError(`unsupported operand type(s) for +: "${type}" and "${describe(right)}"`);
  }
  const others: JsonObject[] = list ? [...(right as JsonObject[])] : [right as JsonObject];
  if (type === "AIMessageChunk") {
    if (others.every((o) => o["type"] === "AIMessageChunk")) return addAIChunks(left, others);
    return addBase(left, others);
  }
  if (list) return addBase(left, others);
  const other = others[0] as JsonObject;
  if (type === "ToolMessageChunk" && other["type"] === "ToolMessageChunk") {
    if (left["tool_call_id"] !== other["tool_call_id"]) {
      throw new RangeError("Cannot concatenate ToolMessageChunks with different names.");
    }
    const status = left["status"] === "error" || other["status"] === "error" ? "error" : "success";
    return build(
      type,
      {
        tool_call_id: left["tool_call_id"],
        content: mergeContent(left["content"], other["content"]),
        artifact: mergeObj(left["artifact"] ?? null, other["artifact"] ?? null),
        additional_kwargs: mergeDicts(left["additional_kwargs"], other["additional_kwargs"]),
        response_metadata: mergeDicts(left["response_metadata"], other["response_metadata"]),
        id: left["id"] ?? null,
        status,
      },
      carriedExtras([left, other]),
    );
  }
  if (type === "ChatMessageChunk") {
    if (other["type"] === "ChatMessageChunk" && left["role"] !== other["role"]) {
      throw new RangeError("Cannot concatenate ChatMessageChunks with different roles.");
    }
    return addBase(left, others, { role: left["role"] });
  }
  if (type === "FunctionMessageChunk" && other["type"] === "FunctionMessageChunk") {
    if (left["name"] !== other["name"]) {
      throw new RangeError("Cannot concatenate FunctionMessageChunks with different names.");
    }
    return addBase(left, others, { name: left["name"] });
  }
  return addBase(left, others);
}

function describe(value: Json): string {
  if (isObject(value) && typeof value["type"] === "string") return String(value["type"]);
  if (Array.isArray(value)) return "list";
  if (value === null) return "NoneType";
  return typeof value === "number" ? (Number.isInteger(value) ? "int" : "float") : typeof value === "string" ? "str" : typeof value;
}

// ---------------------------------------------------------------------------
// Chunk to message

/** Tool call entries in the key order Python's AIMessage writes them (invalid ones: type first). */
function orderedInvalid(item: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of ["type", "id", "name", "args", "error"]) out[key] = key in item ? item[key] : null;
  out["type"] = "invalid_tool_call";
  for (const key of Object.keys(item)) if (!(key in out)) put(out, key, item[key]);
  return out;
}

function orderedCall(item: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of ["name", "args", "id", "type"]) if (key in item) out[key] = item[key];
  out["type"] = "tool_call";
  for (const key of Object.keys(item)) if (!(key in out)) put(out, key, item[key]);
  return out;
}

/**
 * The complete message for a chunk (Python's `message_chunk_to_message`): the chunk's fields as
 * the message of its kind (`AIMessageChunk` gives `ai`); an AI chunk's `tool_call_chunks` and
 * `chunk_position` are dropped. A message that is not a chunk is returned unchanged.
 */
export function messageChunkToMessage(chunk: AnyMessage): AnyMessage {
  return chunkToMessage(chunk as JsonObject) as AnyMessage;
}

function chunkToMessage(chunk: JsonObject): JsonObject {
  if (!isChunkValue(chunk)) return chunk;
  const type = kindOf(chunk as never);
  const values: JsonObject = {};
  for (const field of FIELDS[type] as readonly string[]) if (field in chunk) values[field] = chunk[field];
  const message = build(type, values, extrasOf(chunk));
  if (type === "ai") {
    message["tool_calls"] = message["tool_calls"].map(orderedCall);
    message["invalid_tool_calls"] = message["invalid_tool_calls"].map(orderedInvalid);
    readRawCalls(message);
  }
  return message;
}
