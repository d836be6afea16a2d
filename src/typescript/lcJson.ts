// LangChain's Serializable JSON form of messages, as Python's `message_to_lc_json` writes it
// (`langchain_core.load.dumpd`'s output) and `messages_from_lc_json` reads it.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { isObject } from "./blockParts.js";
import { fullForm } from "./dict.js";
import { jsonTypeName, ValidationError } from "./errors.js";
import { className, kindOf, MESSAGE_TAGS, tagKind } from "./kinds.js";
import type { MessageKind } from "./kinds.js";
import { pyEquals, pyRepr, pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";

type Json = PyJson;
type JsonObject = { [key: string]: Json };

/** A message in LangChain's Serializable form. */
export interface LcJsonRecord {
  lc: 1;
  type: "constructor";
  id: string[];
  kwargs: JsonObject;
}

const ESCAPE = "__lc_escaped__";
const MODULES: Readonly<Record<MessageKind, string>> = {
  human: "human",
  ai: "ai",
  system: "system",
  tool: "tool",
  function: "function",
  chat: "chat",
  remove: "modifier",
};
/** LangChain's dump order of a message's fields (after the type-specific ones come the AI ones),
 * the required ones, and the defaults the others are compared with. */
const DUMP_ORDER = [
  "content",
  "additional_kwargs",
  "response_metadata",
  "type",
  "name",
  "id",
  "tool_call_id",
  "role",
  "artifact",
  "status",
  "tool_calls",
  "invalid_tool_calls",
  "usage_metadata",
  "tool_call_chunks",
  "chunk_position",
] as const;
const DEFAULTS: Readonly<Record<string, Json>> = {
  additional_kwargs: {},
  response_metadata: {},
  name: null,
  id: null,
  artifact: null,
  status: "success",
  tool_calls: [],
  invalid_tool_calls: [],
  usage_metadata: null,
  tool_call_chunks: [],
  chunk_position: null,
};


function required(kind: MessageKind, field: string): boolean {
  if (field === "content" || field === "type") return true;
  if (kind === "tool") return field === "tool_call_id";
  if (kind === "chat") return field === "role";
  if (kind === "function") return field === "name";
  if (kind === "remove") return field === "id";
  return false;
}

/** Whether LangChain's `to_json` writes a field that is not required: a truthy value, or a falsy one
 * that differs from the default (an empty object or list where the default is one is not written). */
function useful(value: Json, fallback: Json): boolean {
  if (pyTruthy(value)) return true;
  if (typeof value === "object" && value !== null && Array.isArray(value) === Array.isArray(fallback) && typeof fallback === "object" && fallback !== null) {
    return false;
  }
  return !pyEquals(value, fallback);
}

function copied(value: Json): Json {
  if (Array.isArray(value)) return value.map(copied);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copied(v)]));
  return value;
}

/** A kwargs value as `dumpd` writes it: objects that hold an `lc` key (or only `__lc_escaped__`) wrapped. */
function escaped(value: Json): Json {
  if (Array.isArray(value)) return value.map(escaped);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (Object.hasOwn(value, "lc") || (keys.length === 1 && keys[0] === ESCAPE)) return { [ESCAPE]: copied(value) };
  return Object.fromEntries(keys.map((k) => [k, escaped(value[k] as Json)]));
}

/** `value` with each `{"__lc_escaped__": x}` replaced by `x` (the inside kept as it is). */
export function unescaped(value: Json): Json {
  if (Array.isArray(value)) return value.map(unescaped);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === ESCAPE) return value[ESCAPE] as Json;
  return Object.fromEntries(keys.map((k) => [k, unescaped(value[k] as Json)]));
}

/**
 * A message in LangChain's Serializable JSON form, exactly as Python's `message_to_lc_json` (and
 * `langchain_core.load.dumpd`) writes it: `kwargs` holds `content`, the type tag and every other field
 * whose value differs from its default, in LangChain's order; an AI message always has `tool_calls`
 * and `invalid_tool_calls`; objects with an `lc` key are wrapped as `{"__lc_escaped__": ...}`; the
 * legacy `example` flag is not written.
 *
 * @example
 * messageToLcJson({ type: "human", content: "hi", id: "m1" }).kwargs; // { content: "hi", type: "human", id: "m1" }
 */
export function messageToLcJson(message: AnyMessage): LcJsonRecord {
  const kind = kindOf(message);
  const data = message as unknown as JsonObject;
  const kwargs: JsonObject = {};
  for (const field of DUMP_ORDER) {
    if (field === "type") {
      kwargs["type"] = String(message.type);
      continue;
    }
    if (!Object.hasOwn(data, field)) continue;
    const value = data[field] as Json;
    if (required(kind, field) || useful(value, DEFAULTS[field] ?? null)) kwargs[field] = value;
  }
  if (kind === "ai") {
    kwargs["tool_calls"] = (data["tool_calls"] ?? []) as Json;
    kwargs["invalid_tool_calls"] = (data["invalid_tool_calls"] ?? []) as Json;
  }
  for (const key of Object.keys(kwargs)) kwargs[key] = escaped(kwargs[key] as Json);
  return { lc: 1, type: "constructor", id: ["langchain", "schema", "messages", className(String(message.type)) as string], kwargs };
}

/** Every class path LangChain's loader reads as a message class, and the message type tag. */
const CLASS_PATHS: ReadonlyMap<string, string> = (() => {
  const out = new Map<string, string>();
  for (const tag of MESSAGE_TAGS) {
    const name = className(tag) as string;
    const kind = tagKind(tag) as MessageKind;
    out.set(JSON.stringify(["langchain", "schema", "messages", name]), tag);
    out.set(JSON.stringify(["langchain_core", "messages", MODULES[kind], name]), tag);
    out.set(JSON.stringify(["langchain_core", "messages", name]), tag);
    if (!name.endsWith("Chunk") && name !== "RemoveMessage" && name !== "ToolMessage") {
      out.set(JSON.stringify(["langchain", "schema", name]), tag);
    }
  }
  return out;
})();

function constant(value: unknown, expected: number | string, path: string): void {
  const sameType = typeof expected === "number" ? Number.isInteger(value) : typeof value === "string";
  if (!sameType) throw new ValidationError(`Expected \`${jsonTypeName(expected)}\`, got \`${jsonTypeName(value)}\``, path);
  if (value !== expected) throw new ValidationError(`Invalid enum value ${pyRepr(value as Json)}`, path);
}

/**
 * Read one message from LangChain's Serializable JSON form, as Python's `message_from_lc_json`: the
 * class paths LangChain writes and the older ones its loader maps (`langchain_core` module paths,
 * LangChain.js's, 2023's `["langchain", "schema", ...]`); `kwargs` may leave out the type tag;
 * wrapped objects are unwrapped. The message comes out in the full form (as {@link fullForm}).
 *
 * @throws ValidationError A malformed record, at its JSON path (`path` is the record's).
 * @example
 * messageFromLcJson({ lc: 1, type: "constructor", id: ["langchain_core", "messages", "ToolMessage"], kwargs: { content: "18C", tool_call_id: "c1" } }).type;
 * // "tool"
 */
export function messageFromLcJson(record: unknown, path: string = "$"): AnyMessage {
  if (!isObject(record as Json)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(record)}\``, path);
  const r = record as JsonObject;
  for (const key of Object.keys(r)) {
    if (!["lc", "type", "id", "kwargs"].includes(key)) throw new ValidationError(`Object contains unknown field \`${key}\``, path);
  }
  for (const key of ["lc", "type", "id", "kwargs"]) {
    if (!Object.hasOwn(r, key)) throw new ValidationError(`Object missing required field \`${key}\``, path);
  }
  constant(r["lc"], 1, `${path}.lc`);
  constant(r["type"], "constructor", `${path}.type`);
  const ident = r["id"];
  const plain = Array.isArray(ident) && ident.every((part) => typeof part === "string");
  const tag = plain ? CLASS_PATHS.get(JSON.stringify(ident)) : undefined;
  if (tag === undefined) throw new ValidationError(`Not the class path of a message: ${pyRepr(ident as Json)}`, `${path}.id`);
  const kwargs = r["kwargs"];
  if (!isObject(kwargs)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(kwargs)}\``, `${path}.kwargs`);
  const fields = unescaped(kwargs) as JsonObject;
  if (Object.hasOwn(fields, "type") && fields["type"] !== tag) {
    throw new ValidationError(`Invalid value ${pyRepr(fields["type"] as Json)}; ${className(tag) as string} has type ${pyRepr(tag)}`, `${path}.kwargs.type`);
  }
  return fullForm(fields, tag, `${path}.kwargs`);
}

/** Messages in LangChain's Serializable JSON form, as Python's `messages_to_lc_json` (`dumpd` of a list). */
export function messagesToLcJson(messages: readonly AnyMessage[]): LcJsonRecord[] {
  return messages.map(messageToLcJson);
}

/** The items Python's `for` gives of a JSON value: an array's items, an object's keys, a string's
 * code points; undefined for a value Python cannot iterate. */
export function pyIterate(value: unknown): readonly unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  if (typeof value === "object" && value !== null) return Object.keys(value);
  return undefined;
}

/**
 * Read messages from LangChain's Serializable JSON form, as Python's `messages_from_lc_json`.
 * As in Python, any iterable is read as the list of its items: an object given in place of the
 * list reads as its keys (so the error is at `$[0]`).
 *
 * @throws ValidationError A malformed record, at `$[i]...`, or `records` is not iterable (at `$`).
 */
export function messagesFromLcJson(records: unknown): AnyMessage[] {
  const items = pyIterate(records);
  if (items === undefined) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(records)}\``, "$");
  return items.map((r, i) => messageFromLcJson(r, `$[${i}]`));
}
