// langchainjs's message JSON (@langchain/core 1.x), at "chatschema/langchainjs": its stored form
// (`StoredMessage`, `{type, data}`, which `toDict()` writes and `mapStoredMessagesToChatMessages`
// reads) and its Serializable form (`JSON.stringify(message)`, `{lc: 1, type: "constructor", id, kwargs}`),
// read into chatschema's messages and written back; Python's `messages_from_langchainjs` and
// `messages_to_langchainjs`.

import type { AnyMessage, LangChainJSSerializedMessage, LangChainJSStoredMessage } from "../../generated/typescript/types.js";
import type { Validator } from "../../generated/typescript/validators/_runtime.js";
import { LangChainJSSerializedMessage as SerializedValidator } from "../../generated/typescript/validators/LangChainJSSerializedMessage.js";
import { LangChainJSStoredMessage as StoredValidator } from "../../generated/typescript/validators/LangChainJSStoredMessage.js";
import { jsContent, pythonContent } from "./blockKeys.js";
import { deriveToolCalls } from "./chunks.js";
import { contentBlocks } from "./contentBlocks.js";
import { convertOne } from "./convertToMessages.js";
import { constructedChunkLists, fullForm } from "./dict.js";
import { ConversionError, jsonTypeName, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { className, MESSAGE_TAGS, tagKind } from "./kinds.js";
import { pyIterate, unescaped } from "./lcJson.js";
import { pyEquals, pyTruthy } from "./pyRepr.js";

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

/** The `type` of each stored form langchainjs writes, and the message type it holds. */
const STORED_KINDS: Readonly<Record<string, string>> = {
  human: "human",
  ai: "ai",
  system: "system",
  function: "function",
  tool: "tool",
  generic: "chat",
  remove: "remove",
};
/** The message kinds `mapStoredMessagesToChatMessages` reads (all but remove), and the `type` each
 * is stored under. */
const WRITTEN_TYPES: ReadonlyMap<string, string> = new Map(
  Object.entries(STORED_KINDS)
    .filter(([, kind]) => kind !== "remove")
    .map(([type, kind]) => [kind, type]),
);
/** Every message class name (the last element of a Serializable class path), and its type tag. */
const CLASS_TAGS: ReadonlyMap<string, string> = new Map(MESSAGE_TAGS.map((tag) => [className(tag) as string, tag]));
/** Fields langchainjs may write as `null`, meaning "not given". */
const OPTIONAL = new Set(["id", "name"]);

/** Throw the schema's error for `item`, its path under `path`. */
function checked(item: unknown, validator: Validator<unknown>, path: string): void {
  const found = validator.check(item);
  if (found !== undefined) throw new ValidationError(found.message, path + found.path.slice(1));
}

/** The message of type `tag` from langchainjs's fields (checked against the schema): content in
 * LangChain Python's spelling, from `content_blocks` when there is no `content`; the fields
 * chatschema does not know kept after the others. */
function build(tag: string, data: JsonObject, path: string, lose: Lose): AnyMessage {
  const fields: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || (value === null && OPTIONAL.has(key)) || key === "type") continue;
    fields[key] = value;
  }
  let blocks = fields["content_blocks"] as Json;
  delete fields["content_blocks"];
  if (Object.hasOwn(fields, "content")) {
    fields["content"] = pythonContent(fields["content"] as Json);
  } else if (blocks !== undefined) {
    fields["content"] = pythonContent(blocks);
    // LangChain Python's AI message built from content_blocks takes its tool calls from them
    if (tagKind(tag) === "ai" && !Object.hasOwn(fields, "tool_calls") && Array.isArray(blocks)) {
      fields["tool_calls"] = (fields["content"] as Json[]).filter((block) => isObject(block) && block["type"] === "tool_call");
    }
    blocks = undefined;
  } else {
    fields["content"] = []; // what langchainjs's constructor gives a message without content
  }
  const content = fields["content"];
  if (tag === "remove" && Array.isArray(content) && content.length === 0) delete fields["content"]; // what langchainjs writes for a remove message
  const message = withExtras(fullForm(fields, tag, path), fields);
  if (tag === "AIMessageChunk") chunkCalls(message as unknown as JsonObject, fields);
  if (blocks !== undefined && !pyEquals(pythonContent(blocks), contentBlocks(message) as Json)) {
    lose(`${path}.content_blocks`, "content_blocks that differ from the blocks of content");
  }
  return message;
}

/** The tool calls of an AI message chunk built from `fields`, as Python's constructor gives them:
 * derived from its `tool_call_chunks` when it has some, but kept as written when `fields` also
 * hold tool calls or invalid tool calls (as langchainjs's `toDict()` writes them). */
function chunkCalls(message: JsonObject, fields: JsonObject): void {
  const chunks = message["tool_call_chunks"] as JsonObject[];
  if (chunks.length === 0) return;
  if (pyTruthy(fields["tool_calls"] as Json) || pyTruthy(fields["invalid_tool_calls"] as Json)) {
    constructedChunkLists(message);
    return;
  }
  const { calls, invalid } = deriveToolCalls(chunks);
  message["tool_calls"] = calls;
  message["invalid_tool_calls"] = invalid;
}

/** A message in the full form with the fields of `given` it does not declare after its own. */
function withExtras(message: AnyMessage, given: JsonObject): AnyMessage {
  const out = message as unknown as JsonObject;
  for (const [key, value] of Object.entries(given)) if (!Object.hasOwn(out, key) && key !== "content_blocks") out[key] = value;
  return message;
}

function readOne(given: unknown, path: string, lose: Lose): AnyMessage {
  // a langchainjs message (or any object with toJSON) is read as JSON.stringify writes it
  const item = isObject(given) && typeof given["toJSON"] === "function" ? (given["toJSON"] as () => unknown)() : given;
  const tag = isObject(item) ? item["type"] : undefined;
  if (tag === "constructor" && isJsPath((item as JsonObject)["id"])) {
    checked(item, SerializedValidator, path);
    const record = item as JsonObject;
    const fields = unescaped(record["kwargs"] as Json) as JsonObject;
    return build(CLASS_TAGS.get(record["id"][2] as string) as string, fields, `${path}.kwargs`, lose);
  }
  if (typeof tag === "string" && Object.hasOwn(STORED_KINDS, tag) && Object.hasOwn(item as JsonObject, "data")) {
    checked(item, StoredValidator, path);
    const data = (item as JsonObject)["data"] as JsonObject;
    const kind = STORED_KINDS[tag] as string;
    return build(kind === "ai" && Object.hasOwn(data, "tool_call_chunks") ? "AIMessageChunk" : kind, data, `${path}.data`, lose);
  }
  return convertOne(item as Json, path);
}

/** Whether a class path is langchainjs's (`["langchain_core", "messages", <class>]`). */
function isJsPath(ident: Json): boolean {
  return Array.isArray(ident) && ident.length === 3 && ident[0] === "langchain_core" && ident[1] === "messages";
}

/**
 * Read messages that langchainjs (`@langchain/core`) wrote, as Python's `messages_from_langchainjs`:
 * its stored form (`{type, data}`, from `toDict()` and `mapChatMessagesToStoredMessages`; checked
 * against `LangChainJSStoredMessage`), its Serializable form (`JSON.stringify(message)`, checked
 * against `LangChainJSSerializedMessage`), its message objects themselves (read as `JSON.stringify`
 * writes them) and whatever `convertToMessages` reads. `generic` is a chat message; an `ai` message
 * with `tool_call_chunks` is an AI message chunk (the Serializable form names every chunk class); a
 * message built from `content_blocks` alone gets them as its content; blocks in langchainjs's
 * spelling (`{type: "image", data, mimeType}`, `fileId`, `toolCallId`, citations' `startIndex`...)
 * get LangChain Python's keys. `id` and `name` written as null are left out; fields chatschema's
 * messages do not declare are kept.
 *
 * @throws ValidationError A malformed item, at its JSON path (`$[2].data.content[0]`); `data` not an
 *   array at `$`.
 * @throws ConversionError A message with both `content` and `content_blocks` whose blocks differ
 *   from those of its content (`strict`, the default); with `strict: false` the blocks are left
 *   out and reported to `onLoss`.
 * @example
 * messagesFromLangChainJS([{ type: "generic", data: { content: "hi", role: "critic" } }])[0].type; // "chat"
 */
export function messagesFromLangChainJS(data: readonly LangChainJSMessageLike[], options: LangChainJSOptions = {}): AnyMessage[] {
  // as in Python, any iterable is read as the list of its items (a string's characters, an object's keys)
  const items = pyIterate(data);
  if (items === undefined) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(data)}\``, "$");
  const lose = loser(options);
  return items.map((item, i) => readOne(item, `$[${i}]`, lose));
}

// -- writing ---------------------------------------------------------------------------------------

/**
 * Write messages in langchainjs's stored form, as Python's `messages_to_langchainjs`: what its
 * `toDict()` writes, which its `mapStoredMessagesToChatMessages` reads (its `toDict()` then gives
 * the same JSON back). Chat messages go under `generic`, chunks under the type of their message (an
 * AI message chunk with its `tool_call_chunks`, by which {@link messagesFromLangChainJS} knows it
 * again); `id` and `name` only when set; blocks in langchainjs's spelling; every other field as it
 * is (langchainjs keeps the fields it does not know).
 *
 * @throws ConversionError A remove message, which `mapStoredMessagesToChatMessages` does not read
 *   (`strict`, the default), at its path (`$[3]`); with `strict: false` it is left out and reported
 *   to `onLoss`.
 * @example
 * messagesToLangChainJS([{ type: "chat", content: "hi", role: "critic" }])[0].type; // "generic"
 */
export function messagesToLangChainJS(messages: readonly AnyMessage[], options: LangChainJSOptions = {}): LangChainJSStoredMessage[] {
  const lose = loser(options);
  const out: LangChainJSStoredMessage[] = [];
  messages.forEach((message, i) => {
    const tag = String(message.type);
    const type = WRITTEN_TYPES.get(String(tagKind(tag)));
    if (type === undefined) {
      lose(`$[${i}]`, `langchainjs's stored form has no faithful form for a '${tag}' message, which mapStoredMessagesToChatMessages does not read`);
      return;
    }
    const data = withExtras(fullForm(message, tag, `$[${i}]`), message as unknown as JsonObject) as unknown as JsonObject;
    delete data["type"];
    for (const key of Object.keys(data)) if (data[key] === null) delete data[key]; // fields left unset
    data["content"] = jsContent(data["content"] as Json);
    out.push({ type, data } as LangChainJSStoredMessage);
  });
  return out;
}
