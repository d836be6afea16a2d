// What the AI SDK converters (aiSdkModel.ts: ModelMessage, aiSdkUi.ts: UIMessage) share, as
// Python's chatschema.convert._ai_sdk_parts: the loss policy, the `chatschema` namespace that holds a
// message's own fields, the `ai_sdk` key that holds what the SDK said and chatschema has no field
// for, media data as the SDK gives it. Internal: "chatschema/ai-sdk" is the public entry.
// Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".

import type { AnyMessage } from "../../generated/typescript/types.js";
import type { Validator, Violation } from "../../generated/typescript/validators/_runtime.js";
import { AIMessage } from "../../generated/typescript/validators/AIMessage.js";
import { HumanMessage } from "../../generated/typescript/validators/HumanMessage.js";
import { SystemMessage } from "../../generated/typescript/validators/SystemMessage.js";
import { ToolMessage } from "../../generated/typescript/validators/ToolMessage.js";
import { contentBlocks } from "./contentBlocks.js";
import { fullForm } from "./dict.js";
import { ChatschemaError, ConversionError, jsonTypeName, ValidationError } from "./errors.js";
import { pyEquals, pyRepr, type PyJson } from "./pyRepr.js";
import { PROVIDER_TRANSLATORS } from "./translators.js";
import type { ConvertOptions } from "./aiSdkTypes.js";

// Globals of every runtime, declared here as the package is built without DOM types.
declare const console: { warn(message: string): void };
declare const btoa: (binary: string) => string;
declare const TextEncoder: new () => { encode(text: string): Uint8Array };

export type Json = PyJson;
export type JsonObject = { [key: string]: Json };

/** How errors and warnings name the target. */
export const TARGET = "The Vercel AI SDK";
/** The key of `providerOptions` / `providerMetadata` / `metadata` that holds chatschema's data. */
export const NAMESPACE = "chatschema";
/** The key, in a message's `additional_kwargs` and a block's `extras`, that holds what the SDK said
 * and chatschema has no field for (other providers' options, the kind of a tool output). */
export const SDK_KEY = "ai_sdk";
/** The key of a UIMessage's `metadata.chatschema` that holds the own fields of a turn's steps after the
 * first: an object keyed by the step's number (`"1"` the second step, the `k` of its id `<id>-k`),
 * written by `convertToAISDKUIMessages`, and a step at a time by `toAISDKStream`. */
export const STEPS = "steps";

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const has = (value: object, key: string): boolean => Object.hasOwn(value, key);

/** The loss policy of one conversion (Python's `Losses`): throw a ConversionError, or report to
 * `onLoss` (Python's LossWarning) and leave out. */
export class Losses {
  readonly strict: boolean;
  readonly onLoss: (path: string, message: string) => void;

  constructor(options: ConvertOptions) {
    this.strict = options.strict ?? true;
    this.onLoss = options.onLoss ?? ((path, message) => console.warn(`${message} (at ${path})`));
  }

  /** Refuse `what` at `path`: throw when strict, else report that it is left out. */
  lose(what: string, path: string): void {
    if (this.strict) throw new ConversionError(`${TARGET} has no faithful form for ${what}`, path);
    this.onLoss(path, `Dropped ${what}: ${TARGET} has no faithful form for it`);
  }
}

/** A validator's verdict on a list as the ValidationError Python's `validate` raises. */
export function checked(found: Violation | undefined): void {
  if (found !== undefined) throw new ValidationError(found.message, found.path);
}

/** Python's `repr` of a JSON value, as error messages quote it. */
export const quoted = (value: Json | undefined): string => pyRepr(value ?? null);

/** How errors name a block: its tag quoted, or what a `non_standard` block holds. */
export function describe(block: JsonObject): string {
  const value = block["value"];
  if (block["type"] === "non_standard" && isObject(value)) return `non-standard ${quoted(value["type"])}`;
  return quoted(block["type"]);
}

// -- messages -------------------------------------------------------------------------------------

/** The turn a message is. */
export type Turn = "system" | "human" | "ai" | "tool";

const TURNS: Readonly<Record<string, Turn>> = {
  system: "system",
  SystemMessageChunk: "system",
  human: "human",
  HumanMessageChunk: "human",
  ai: "ai",
  AIMessageChunk: "ai",
  tool: "tool",
  ToolMessageChunk: "tool",
};
const CHAT_ROLES: Readonly<Record<string, Turn>> = {
  system: "system",
  developer: "system",
  user: "human",
  human: "human",
  assistant: "ai",
  ai: "ai",
};

/** The turn of a message (Python's `message_kind`); undefined, after `losses.lose`, for a message
 * no SDK role holds. */
export function turnOf(message: JsonObject, path: string, losses: Losses): Turn | undefined {
  const tag = String(message["type"]);
  if (has(TURNS, tag)) return TURNS[tag];
  if (tag === "chat" || tag === "ChatMessageChunk") {
    const role = message["role"];
    if (typeof role === "string" && has(CHAT_ROLES, role)) return CHAT_ROLES[role];
    losses.lose(`a chat message with the role ${quoted(role)}`, path);
    return undefined;
  }
  losses.lose(`a ${quoted(tag)} message`, path);
  return undefined;
}

/** Message fields the SDK's own fields hold. */
const OWN = new Set(["type", "content", "tool_calls", "invalid_tool_calls", "tool_call_id"]);
const DEFAULTS: Readonly<Record<string, Json>> = {
  additional_kwargs: {},
  response_metadata: {},
  name: null,
  id: null,
  usage_metadata: null,
  artifact: null,
  status: "success",
  example: false,
};

/** The message in Python's full form (every field, in Python's order). */
export function full(message: AnyMessage | JsonObject, path: string): JsonObject {
  return fullForm(message as JsonObject, String((message as JsonObject)["type"]), path) as unknown as JsonObject;
}

/** The messages a writer takes, each in the full form (message-like values such as strings and
 * role dicts go through `convertToMessages` first); anything but a list (one message, a string) is a
 * ValidationError at `$`, as Python's. */
export function messagesOf(messages: unknown): JsonObject[] {
  if (!Array.isArray(messages)) throw new ValidationError(`Expected a sequence of messages, got ${jsonTypeName(messages)}`, "$");
  return messages.map((m: JsonObject, i) => full(m, `$[${i}]`));
}

/** The mark of an AI message whose list content is standard blocks (LangChain's v1 output). */
const V1 = ["output_version", "v1"] as const;

/** The fields of a message (in the full form) that the SDK has no place for and that differ from
 * their defaults (ids, names, usage, response metadata, ...), for the `chatschema` namespace; an AI
 * message's `output_version` v1 is left out when its content is a list, which reads back as v1. */
export function fieldsOf(message: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, raw] of Object.entries(message)) {
    let value = raw;
    if (OWN.has(key) || (has(DEFAULTS, key) && pyEquals(value, DEFAULTS[key] as Json))) continue;
    if (key === "additional_kwargs" && isObject(value) && has(value, SDK_KEY)) {
      const { [SDK_KEY]: _, ...rest } = value;
      if (Object.keys(rest).length === 0) continue;
      value = rest;
    }
    const v1 = key === "response_metadata" && Array.isArray(message["content"]) && message["type"] === "ai";
    if (v1 && isObject(value) && value[V1[0]] === V1[1]) {
      const { [V1[0]]: _, ...rest } = value; // list content reads back as v1
      if (Object.keys(rest).length === 0) continue;
      value = rest;
    }
    out[key] = value;
  }
  return out;
}

const VALIDATORS: Readonly<Record<string, Validator<unknown>>> = {
  ai: AIMessage,
  human: HumanMessage,
  system: SystemMessage,
  tool: ToolMessage,
};

/** A message from its type tag and fields, as Python's constructor gives it: checked (a field of
 * the wrong type is a ValidationError at its path in the message, `$.usage_metadata`), the
 * declared fields in Python's order, then the others in the order given. */
export function build(tag: "ai" | "human" | "system" | "tool", fields: JsonObject, path: string): AnyMessage {
  checked((VALIDATORS[tag] as Validator<unknown>).check({ type: tag, ...fields }, { extra: "keep" }));
  const out = full({ type: tag, ...fields }, path);
  for (const [key, value] of Object.entries(fields)) if (!has(out, key)) out[key] = value;
  return out as unknown as AnyMessage;
}

/** The standard blocks of a message, as Python's `message.content_blocks` (with every provider
 * translator), less the ids LangChain's reading made up (`lc_` and a UUID, for a block read from
 * another format): they are no data of the message, and differ on every reading. A block the reading
 * fails on is a ValidationError at `path`. */
export function blocksOf(message: JsonObject, path: string): JsonObject[] {
  let blocks: JsonObject[];
  try {
    blocks = contentBlocks(message as unknown as AnyMessage, { translators: PROVIDER_TRANSLATORS }) as JsonObject[];
  } catch (error) {
    if (error instanceof ChatschemaError || !(error instanceof Error)) throw error;
    throw new ValidationError(`The content blocks cannot be read: ${error.name}: ${error.message}`, path);
  }
  const items = Array.isArray(message["content"]) ? message["content"] : [];
  const given = new Set(items.flatMap((item) => (isObject(item) && typeof item["id"] === "string" ? [item["id"]] : [])));
  return blocks.map((b) => {
    const id = b["id"];
    return typeof id === "string" && id.startsWith("lc_") && !given.has(id) ? rest(b, ["id"]) : b;
  });
}

/** `[where, block]` of each entry of an AI message's `tool_calls` and `invalid_tool_calls` (none for
 * a chat message with the assistant role): `where` is its path below the message's. */
export function heldCalls(message: JsonObject): [string, JsonObject][] {
  const out: [string, JsonObject][] = [];
  for (const [key, kind] of [
    ["tool_calls", "tool_call"],
    ["invalid_tool_calls", "invalid_tool_call"],
  ] as const) {
    ((message[key] ?? []) as JsonObject[]).forEach((call, k) => out.push([`.${key}[${k}]`, { type: kind, ...call }]));
  }
  return out;
}

// -- options --------------------------------------------------------------------------------------

/** `[chatschema's own entry, the other providers' entries]` of `providerOptions`. */
export function splitOptions(options: Json | undefined): [JsonObject, JsonObject] {
  if (!isObject(options)) return [{}, {}];
  const own = options[NAMESPACE];
  const foreign: JsonObject = {};
  for (const [key, value] of Object.entries(options)) if (key !== NAMESPACE) foreign[key] = value;
  return [isObject(own) ? { ...own } : {}, foreign];
}

/** Where the SDK's parts hold other providers' entries: each is read into `extras.ai_sdk` and
 * written back under the key the target part has. */
const OPTION_KEYS = ["providerOptions", "providerMetadata", "callProviderMetadata"];

/** `part` with `rest` (the block's keys the SDK has no field for) under `key`'s `chatschema` entry;
 * what the block was read with and chatschema has no key for (`extras.ai_sdk`: other providers'
 * entries, a UI part's `state`) is given back, those of its keys the part has (`allowed`), as the
 * UI form's display state has no place in a ModelMessage. */
export function blockOptions<T extends object>(part: T, rest: JsonObject, key: string, allowed: readonly string[] = []): T {
  let extras = rest["extras"];
  let restore: JsonObject = {};
  if (isObject(extras) && has(extras, SDK_KEY)) {
    const sdk = extras[SDK_KEY];
    restore = isObject(sdk) ? { ...sdk } : {};
    const { [SDK_KEY]: _, ...left } = extras;
    extras = left;
    const { extras: __, ...others } = rest;
    rest = Object.keys(extras).length > 0 ? { ...others, extras } : others;
  }
  const options: JsonObject = {};
  for (const name of OPTION_KEYS) if (isObject(restore[name])) Object.assign(options, restore[name]);
  if (Object.keys(rest).length > 0) options[NAMESPACE] = rest;
  if (Object.keys(options).length > 0) (part as JsonObject)[key] = options;
  for (const [name, value] of Object.entries(restore)) if (allowed.includes(name)) (part as JsonObject)[name] = value;
  return part;
}

/** `block` with the `chatschema` entry of a part's `key` (its options or metadata) merged in; the
 * other providers' entries, and `kept` (part keys chatschema has no key for), go to its
 * `extras.ai_sdk`, from where `blockOptions` gives them back. */
export function readOptions(block: JsonObject, options: Json | undefined, key = "providerOptions", kept: JsonObject = {}): JsonObject {
  const [own, foreign] = splitOptions(options);
  const out: JsonObject = { ...block, ...own };
  const sdk: JsonObject = { ...(Object.keys(foreign).length > 0 ? { [key]: foreign } : {}), ...kept };
  if (Object.keys(sdk).length > 0) {
    const extras: JsonObject = isObject(out["extras"]) ? { ...out["extras"] } : {};
    extras[SDK_KEY] = sdk;
    out["extras"] = extras;
  }
  return out;
}

/** The block's keys but `used` (and but those whose value is `undefined`: absent, as in JSON). */
export function rest(block: JsonObject, used: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(block)) if (!used.includes(key) && value !== undefined) out[key] = value;
  return out;
}

// -- media ----------------------------------------------------------------------------------------

/** A JSON value as compact text (the content a tool message holds for a JSON result). */
export function jsonText(value: Json): string {
  return JSON.stringify(value);
}

const DATA_URL = /^data:([^;,]+);base64,([\s\S]*)$/;
const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** The standard block type for a MIME type: image, audio, video or file. */
export function mediaKind(mime: Json | undefined): string {
  const major = typeof mime === "string" ? (mime.split("/", 1)[0] as string) : "";
  return major === "image" || major === "audio" || major === "video" ? major : "file";
}

/** The source keys of a standard media block for the SDK's data: a data URL becomes `base64` and
 * `mime_type`, another URL `url`, anything else is base64 data. */
export function mediaSource(value: string, mime: Json | undefined): JsonObject {
  const parsed = DATA_URL.exec(value);
  if (parsed !== null) return { base64: parsed[2] as string, mime_type: parsed[1] as string };
  const out: JsonObject = URL_SCHEME.test(value) ? { url: value } : { base64: value };
  if (typeof mime === "string") out["mime_type"] = mime;
  return out;
}

/** A standard media block (image, audio, video or file, by the MIME type). */
export function mediaBlock(value: string, mime: Json | undefined): JsonObject {
  const source = mediaSource(value, mime);
  return { type: mediaKind(source["mime_type"]), ...source };
}

/** The keys of a standard media block that the SDK's file data holds (and a text-plain block's `text`). */
export const MEDIA_KEYS = ["type", "url", "base64", "mime_type"];

/** Bytes as standard base64 text. */
export function base64Text(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The data of a standard media block (or a `text-plain` block) as the SDK takes it: its URL, or
 * its base64 data (as a data URL when `dataUrls`); undefined when it has neither (a provider file id). */
export function mediaData(block: JsonObject, dataUrls: boolean): string | undefined {
  if (typeof block["url"] === "string") return block["url"];
  let data = block["base64"];
  if (block["type"] === "text-plain" && typeof block["text"] === "string") data = base64Text(new TextEncoder().encode(block["text"]));
  if (typeof data === "string") {
    const mime = block["mime_type"];
    return dataUrls && typeof mime === "string" ? `data:${mime};base64,${data}` : data;
  }
  return undefined;
}

/** The blocks an AI message holds in `tool_calls` and `invalid_tool_calls`. */
export const CALLS = ["tool_call", "invalid_tool_call"];

/** The blocks of an AI message with list content: `content_blocks`, and after them the tool calls
 * and invalid tool calls it does not hold (a provider's translator reads the calls its content
 * holds, not always `tool_calls`). */
export function assistantBlocks(message: JsonObject, path: string): JsonObject[] {
  const blocks = blocksOf(message, path);
  const key = (b: JsonObject): string => `${String(b["type"])}\u0000${JSON.stringify(b["id"] ?? null)}`;
  const seen = new Set(blocks.filter((b) => CALLS.includes(b["type"] as string)).map(key));
  return [...blocks, ...heldCalls(message).flatMap(([, call]) => (seen.has(key(call)) ? [] : [call]))];
}

/** `[tool_calls, invalid_tool_calls]` of an AI message whose content is `blocks`. */
export function callsOf(blocks: readonly JsonObject[]): [JsonObject[], JsonObject[]] {
  const calls = blocks.filter((b) => b["type"] === "tool_call").map((b) => ({ ...rest(b, ["type"]), type: "tool_call" }));
  const wrong = blocks
    .filter((b) => b["type"] === "invalid_tool_call")
    .map((b) => ({ error: null, ...rest(b, ["type"]), type: "invalid_tool_call" }));
  return [calls, wrong];
}

/** A copy of a message's `additional_kwargs` with `entries` added to its `ai_sdk` entry. */
export function withSdk(kwargs: Json | undefined, entries: JsonObject): JsonObject {
  const base = isObject(kwargs) ? kwargs : {};
  const sdk = isObject(base[SDK_KEY]) ? base[SDK_KEY] : {};
  return { ...base, [SDK_KEY]: { ...sdk, ...entries } };
}

/** The fields of an AI message with list content read back: its content is standard blocks now (its
 * tool calls among them, as in LangChain's v1 output), so it is marked `output_version` v1 as
 * LangChain's are (else the translator of the provider that wrote it would read standard blocks as
 * its own). `fieldsOf` leaves the mark out again. */
export function standardMetadata(own: JsonObject): JsonObject {
  const metadata = isObject(own["response_metadata"]) ? own["response_metadata"] : {};
  return { ...own, response_metadata: { ...metadata, [V1[0]]: V1[1] } };
}
