// langchainjs's message JSON (@langchain/core 1.x), at "chatschema/langchainjs": its stored form
// (`StoredMessage`, `{type, data}`, which `toDict()` writes and `mapStoredMessagesToChatMessages`
// reads) and its Serializable form (`JSON.stringify(message)`, `{lc: 1, type: "constructor", id, kwargs}`),
// read into chatschema's messages and written back; Python's `messages_from_langchainjs` and
// `messages_to_langchainjs`.

import type { AnyMessage, LangChainJSSerializedMessage, LangChainJSStoredMessage } from "../../generated/typescript/types.js";
import { snakeCaseContent } from "./blockKeys.js";
import { convertOne } from "./convertToMessages.js";
import { fullForm, messageFields } from "./dict.js";
import { ConversionError, jsonTypeName, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { kindOf } from "./kinds.js";
import { lcJsonFields } from "./lcJson.js";
import { pyEquals } from "./pyRepr.js";

export type { LangChainJSSerializedMessage, LangChainJSStoredMessage };

// Globals of every runtime (browsers, Node, edge), declared here as the package is built without DOM types.
declare const console: { warn(message: string): void };

/** A message in a stored form as langchainjs types it (its `StoredMessage`: `type` any string,
 * `data` its fields); {@link LangChainJSStoredMessage} is the exact schema type. */
export interface StoredMessageLike {
  type: string;
  data: object;
}

/** What `messagesFromLangChainJS` reads: langchainjs's stored and Serializable forms, its messages
 * themselves (read as `JSON.stringify` writes them), and the message-likes of `convertToMessages`. */
export type LangChainJSMessageLike =
  | LangChainJSStoredMessage
  | LangChainJSSerializedMessage
  | StoredMessageLike
  | AnyMessage
  | { toJSON(): unknown }
  | string
  | readonly [string, unknown]
  | { readonly [key: string]: unknown };

/** Options of `messagesFromLangChainJS` and `messagesToLangChainJS`. */
export interface LangChainJSOptions {
  /** true (default): what the other side cannot hold throws a ConversionError; false: it is left
   * out and reported to `onLoss`. */
  strict?: boolean;
  /** With `strict: false`, called for each thing left out (default: `console.warn`). */
  onLoss?: (path: string, message: string) => void;
}

type Lose = (path: string, message: string) => void;

function loser(options: LangChainJSOptions): Lose {
  if (options.strict ?? true) {
    return (path, message) => {
      throw new ConversionError(message, path);
    };
  }
  const report = options.onLoss ?? ((path: string, message: string) => console.warn(`${message} (at ${path})`));
  return (path, message) => report(path, `dropped: ${message}`);
}

// -- reading ---------------------------------------------------------------------------------------

/** The stored form's type tags and the message type each is read as (`generic` is langchainjs's
 * name of a chat message); chatschema's own tags are read too. */
const STORED_TAGS: Readonly<Record<string, string>> = {
  human: "human",
  ai: "ai",
  system: "system",
  tool: "tool",
  function: "function",
  generic: "chat",
  chat: "chat",
  remove: "remove",
};

/** A message from its fields as langchainjs writes them: keys set to `undefined` left out,
 * `content_blocks` (a v1 message) as the content, camelCase block keys in snake_case. */
function fromFields(tag: string, given: JsonObject, path: string, lose: Lose): AnyMessage {
  const known = messageFields(tag) as readonly string[];
  const fields: JsonObject = {};
  for (const [key, value] of Object.entries(given)) {
    if (value === undefined) continue;
    if (key === "content_blocks") continue;
    if (key === "type" || known.includes(key)) fields[key] = value;
    else lose(`${path}.${key}`, `chatschema's ${tag} message has no field '${key}'`);
  }
  if (Object.hasOwn(given, "content_blocks") && given["content_blocks"] !== undefined) {
    const blocks = given["content_blocks"] as Json;
    if (!Object.hasOwn(fields, "content")) {
      fields["content"] = blocks;
      if (Array.isArray(blocks) && known.includes("tool_calls") && !Object.hasOwn(fields, "tool_calls")) {
        fields["tool_calls"] = blocks.filter((block) => isObject(block) && block["type"] === "tool_call");
      }
    } else if (!pyEquals(fields["content"], blocks)) {
      lose(`${path}.content_blocks`, "content_blocks differs from content");
    }
  }
  if (Array.isArray(fields["content"])) fields["content"] = snakeCaseContent(fields["content"]);
  return fullForm(fields, tag, path);
}

function fromStored(item: JsonObject, path: string, lose: Lose): AnyMessage {
  const given = item["type"];
  let tag = typeof given === "string" && Object.hasOwn(STORED_TAGS, given) ? (STORED_TAGS[given] as string) : given;
  const data = item["data"];
  if (!isObject(data)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(data)}\``, `${path}.data`);
  if (tag === "ai" && Object.hasOwn(data, "tool_call_chunks")) tag = "AIMessageChunk";
  if (typeof tag !== "string" || messageFields(tag) === undefined) {
    throw new ValidationError(`Got unexpected message type: ${String(given)}`, `${path}.type`);
  }
  return fromFields(tag, data, `${path}.data`, lose);
}

function readOne(given: unknown, path: string, lose: Lose): AnyMessage {
  // a langchainjs message (or any object with toJSON) is read as JSON.stringify writes it
  const item = isObject(given) && typeof given["toJSON"] === "function" ? (given["toJSON"] as () => unknown)() : given;
  if (isObject(item)) {
    if (item["lc"] === 1 && item["type"] === "constructor") {
      const [tag, fields] = lcJsonFields(item, path);
      return fromFields(tag, fields, `${path}.kwargs`, lose);
    }
    if (typeof item["type"] === "string" && Object.hasOwn(item, "data")) return fromStored(item, path, lose);
  }
  return convertOne(item as Json, path);
}

/**
 * Read messages written by langchainjs: its stored form (`toDict()`, `mapChatMessagesToStoredMessages`),
 * its Serializable form (`JSON.stringify(message)`) and the message-likes `convertToMessages` reads.
 * `generic` is a chat message; an `ai` message with `tool_call_chunks` is an AI message chunk (the
 * Serializable form names every chunk class); a v1 message's `content_blocks` is its content; the
 * camelCase keys of blocks (`mimeType`, `fileId`, ...) are LangChain Python's snake_case.
 *
 * @throws ValidationError A malformed message, at its JSON path (`$[i]...`).
 * @throws ConversionError A field chatschema's message has no place for (`strict`, the default);
 *   with `strict: false` it is left out and reported to `onLoss`.
 * @example
 * messagesFromLangChainJS([{ type: "generic", data: { content: "hi", role: "critic" } }])[0].type; // "chat"
 */
export function messagesFromLangChainJS(
  data: readonly LangChainJSMessageLike[],
  options: LangChainJSOptions = {},
): AnyMessage[] {
  if (!Array.isArray(data)) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(data)}\``, "$");
  const lose = loser(options);
  return data.map((item, i) => readOne(item, `$[${i}]`, lose));
}

// -- writing ---------------------------------------------------------------------------------------

/**
 * Write messages in langchainjs's stored form, which its `mapStoredMessagesToChatMessages` reads and
 * whose `toDict()` gives the same JSON back.
 *
 * @throws ConversionError What langchainjs cannot read (`strict`, the default), at its JSON path;
 *   with `strict: false` it is left out and reported to `onLoss`.
 * @example
 * messagesToLangChainJS([{ type: "chat", content: "hi", role: "critic" }])[0].type; // "generic"
 */
export function messagesToLangChainJS(messages: readonly AnyMessage[], options: LangChainJSOptions = {}): LangChainJSStoredMessage[] {
  const lose = loser(options);
  const out: LangChainJSStoredMessage[] = [];
  messages.forEach((message, i) => {
    const stored = toStored(message, `$[${i}]`, lose);
    if (stored !== undefined) out.push(stored);
  });
  return out;
}

/**
 * The content of a v1 AI message (`response_metadata.output_version` "v1") also as `content_blocks`,
 * as langchainjs's `toDict()` writes it: its AI message takes such content as its content blocks,
 * as a list, with a `tool_call` block added for each tool call that has none.
 */
function v1Blocks(message: JsonObject, data: JsonObject, path: string, lose: Lose): void {
  const content = message["content"];
  if (!Array.isArray(content)) {
    lose(`${path}.content`, "langchainjs reads the string content of a v1 AI message as a list of blocks");
    return;
  }
  const calls = (message["tool_calls"] ?? []) as JsonObject[];
  calls.forEach((call, k) => {
    const has = content.some((b: Json) => isObject(b) && b["type"] === "tool_call" && b["id"] === call["id"] && b["name"] === call["name"]);
    if (!has) lose(`${path}.tool_calls[${k}]`, "langchainjs adds a tool_call block to the content of a v1 AI message for a tool call that has none");
  });
  data["content_blocks"] = content;
}

/** The fields whose default is null, left out when null (langchainjs's messages leave them unset). */
const NULLABLE: ReadonlySet<string> = new Set(["name", "id", "usage_metadata", "artifact", "chunk_position"]);

function toStored(message: AnyMessage, path: string, lose: Lose): LangChainJSStoredMessage | undefined {
  const kind = kindOf(message);
  if (kind === "remove") {
    lose(path, "langchainjs cannot read a remove message from its stored form");
    return undefined;
  }
  const full = fullForm(message, String(message.type), path) as unknown as JsonObject;
  const data: JsonObject = {};
  for (const [key, value] of Object.entries(full)) {
    if (key === "type") continue;
    // fields at their default are left out (the reader fills them in again)
    if (value === null && NULLABLE.has(key)) continue;
    if (key === "example" && value === false) continue;
    data[key] = value;
  }
  if (kind === "ai" && isObject(full["response_metadata"]) && full["response_metadata"]["output_version"] === "v1") v1Blocks(full, data, path, lose);
  return { type: kind === "chat" ? "generic" : kind, data } as LangChainJSStoredMessage;
}
