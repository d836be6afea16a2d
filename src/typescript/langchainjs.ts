// langchainjs's message JSON (@langchain/core 1.x), at "chatschema/langchainjs": its stored form
// (`StoredMessage`, `{type, data}`, which `toDict()` writes and `mapStoredMessagesToChatMessages`
// reads) and its Serializable form (`JSON.stringify(message)`, `{lc: 1, type: "constructor", id, kwargs}`),
// read into chatschema's messages and written back; Python's `messages_from_langchainjs` and
// `messages_to_langchainjs`.

import type { AnyMessage, LangChainJSSerializedMessage, LangChainJSStoredMessage } from "../../generated/typescript/types.js";
import { LangChainJSSerializedMessage as SerializedValidator } from "../../generated/typescript/validators/LangChainJSSerializedMessage.js";
import { LangChainJSStoredMessage as StoredValidator } from "../../generated/typescript/validators/LangChainJSStoredMessage.js";
import { LangChainSerializedMessage as RecordValidator } from "../../generated/typescript/validators/LangChainSerializedMessage.js";
import { jsContent } from "./blockKeys.js";
import { convertOne } from "./convertToMessages.js";
import { fullForm } from "./dict.js";
import { checked, jsonTypeName, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { tagKind } from "./kinds.js";
import { build, type LangChainJSOptions, type Lose, loser, withExtras } from "./langchainjsFields.js";
import { pyIterate } from "./pyRepr.js";
import { readSerialized } from "./serializable.js";

export type { LangChainJSOptions, LangChainJSSerializedMessage, LangChainJSStoredMessage };

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

function readOne(given: unknown, path: string, lose: Lose): AnyMessage {
  // a langchainjs message (or any object with toJSON) is read as JSON.stringify writes it
  const item = isObject(given) && typeof given["toJSON"] === "function" ? (given["toJSON"] as () => unknown)() : given;
  const tag = isObject(item) ? item["type"] : undefined;
  if (tag === "constructor" && isJsPath((item as JsonObject)["id"])) {
    return readSerialized(item, SerializedValidator, path, lose);
  }
  if (typeof tag === "string" && Object.hasOwn(STORED_KINDS, tag) && Object.hasOwn(item as JsonObject, "data")) {
    checked(StoredValidator, item, path);
    const data = (item as JsonObject)["data"] as JsonObject;
    const kind = STORED_KINDS[tag] as string;
    return build(kind === "ai" && Object.hasOwn(data, "tool_call_chunks") ? "AIMessageChunk" : kind, data, `${path}.data`, lose);
  }
  // the rest as convertToMessages reads it; a record with LangChain Python's path by the reader of that form
  return convertOne(item as Json, path, (record, at) => readSerialized(record, RecordValidator, at, lose));
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
