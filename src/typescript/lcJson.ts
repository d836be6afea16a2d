// LangChain's Serializable JSON form of messages, at "chatschema/lc-json": as Python's
// `message_to_lc_json` writes it (`langchain_core.load.dumpd`'s output) and `messages_from_lc_json`
// reads it. Apart from the package's entry because its reader checks each record with the generated
// `LangChainSerializedMessage` validator first, which the utilities' bundle must not carry. Its
// `convertToMessages` is the package's, with records read by that reader (as Python's reads them).

import type { AnyMessage } from "../../generated/typescript/types.js";
import { LangChainSerializedMessage as SerializedValidator } from "../../generated/typescript/validators/index.js";
import { isObject } from "./blockParts.js";
import { convertAll } from "./convertToMessages.js";
import { jsonTypeName, ValidationError } from "./errors.js";
import { className, kindOf } from "./kinds.js";
import type { MessageKind } from "./kinds.js";
import { type LangChainJSOptions, loser } from "./langchainjsFields.js";
import { pyEquals, pyIterate, pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";
import { ESCAPE, readSerialized } from "./serializable.js";

export type { LangChainJSOptions };

type Json = PyJson;
type JsonObject = { [key: string]: Json };

/** A message in LangChain's Serializable form. */
export interface LcJsonRecord {
  lc: 1;
  type: "constructor";
  id: string[];
  kwargs: JsonObject;
}


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

/**
 * Read one message from LangChain's Serializable JSON form, as Python's `message_from_lc_json`: the
 * record is checked against `LangChainSerializedMessage` first (the class paths LangChain writes and
 * those its loader maps: `langchain_core` module paths, 2023's `["langchain", "schema", ...]`, and
 * langchainjs's, whose `kwargs` are read as `messagesFromLangChainJS` reads them), its error thrown
 * as it is; the class path gives the message type, so `kwargs` may leave out the type tag; wrapped
 * objects are unwrapped. The message comes out in the full form (as `fullForm`).
 *
 * @param options For a langchainjs record, as `messagesFromLangChainJS` takes them: `content_blocks`
 *   that differ from the blocks of its content throw a ConversionError (`strict`, the default), or
 *   are left out and reported to `onLoss` (`strict: false`).
 * @throws ValidationError A record the schema refuses, with the validator's message and path.
 * @throws ConversionError `strict` and such `content_blocks`.
 * @example
 * messageFromLcJson({ lc: 1, type: "constructor", id: ["langchain_core", "messages", "ToolMessage"], kwargs: { content: "18C", tool_call_id: "c1" } }).type;
 * // "tool"
 */
export function messageFromLcJson(record: unknown, options: LangChainJSOptions = {}): AnyMessage {
  return readSerialized(record, SerializedValidator, "$", loser(options));
}

/** Messages in LangChain's Serializable JSON form, as Python's `messages_to_lc_json` (`dumpd` of a list). */
export function messagesToLcJson(messages: readonly AnyMessage[]): LcJsonRecord[] {
  return messages.map(messageToLcJson);
}

/**
 * Read messages from LangChain's Serializable JSON form, as Python's `messages_from_lc_json`: each
 * record as {@link messageFromLcJson} reads it, its errors at `$[i]...`. As in Python, any iterable
 * is read as the list of its items: an object given in place of the list reads as its keys (so the
 * error is at `$[0]`).
 *
 * @throws ValidationError A record the schema refuses, at `$[i]...`, or `records` is not iterable (at `$`).
 * @throws ConversionError `strict` (the default) and a langchainjs record's `content_blocks` that
 *   differ from the blocks of its content.
 * @example
 * messagesFromLcJson(messagesToLcJson([{ type: "human", content: "hi" }]))[0].type; // "human"
 */
export function messagesFromLcJson(records: unknown, options: LangChainJSOptions = {}): AnyMessage[] {
  const items = pyIterate(records);
  if (items === undefined) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(records)}\``, "$");
  const lose = loser(options);
  return items.map((r, i) => readSerialized(r, SerializedValidator, `$[${i}]`, lose));
}

/**
 * Build messages from message-like values, as Python's `convert_to_messages`: what the package's
 * `convertToMessages` reads (strings, `[role, content]` pairs, OpenAI-style and flat dicts), and
 * LangChain's Serializable records (an object whose `type` is `"constructor"`), each read as
 * {@link messageFromLcJson} reads it, its errors at `$[i]...`.
 *
 * @param options For a langchainjs record, as {@link messageFromLcJson} takes them.
 * @throws ValidationError As the package's `convertToMessages`, or a record the schema refuses (the
 *   validator's message, at `$[i]` and the validator's path).
 * @throws UnsupportedMessageError An item that is not a string, pair or object.
 * @throws ConversionError `strict` (the default) and a langchainjs record's `content_blocks` that
 *   differ from the blocks of its content.
 * @example
 * convertToMessages(["hi", messageToLcJson({ type: "ai", content: "hello" })]).map((m) => m.type); // ["human", "ai"]
 */
export function convertToMessages(messages: readonly unknown[], options: LangChainJSOptions = {}): AnyMessage[] {
  const lose = loser(options);
  return convertAll(messages, (record, path) => readSerialized(record, SerializedValidator, path, lose));
}
