// What the AI SDK converters (aiSdkModel.ts: ModelMessage, aiSdkUi.ts: UIMessage) share: the loss
// policy, the `chatschema` namespace that keeps what the AI SDK has no field for, the roles, and
// media (standard blocks <-> URL or base64 data). Internal: "chatschema/ai-sdk" is the public entry.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { bestEffortContentBlocks } from "./contentBlocks.js";
import { fullForm } from "./dict.js";
import { ConversionError, jsonTypeName, ValidationError } from "./errors.js";
import type { PyJson } from "./pyRepr.js";
import type { ConvertOptions, JSONObject, JSONValue, ProviderOptions } from "./aiSdkTypes.js";

// Globals of every runtime, declared here as the package is built without DOM types.
declare const console: { warn(message: string): void };

export type Json = PyJson;
export type JsonObject = { [key: string]: Json };

/** The provider name under which the converters keep what the AI SDK has no field for. */
export const NAMESPACE = "chatschema";

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const has = (value: object, key: string): boolean => Object.hasOwn(value, key);

/** The loss policy of one conversion: throw a ConversionError, or report to `onLoss` and leave out. */
export class Losses {
  readonly strict: boolean;
  readonly onLoss: (path: string, message: string) => void;

  constructor(
    readonly target: string,
    options: ConvertOptions,
  ) {
    this.strict = options.strict ?? true;
    this.onLoss = options.onLoss ?? ((path, message) => console.warn(`${message} (at ${path})`));
  }

  /** Refuse `what` at `path`: throw when strict, else report that it is left out. */
  lose(what: string, path: string): void {
    if (this.strict) throw new ConversionError(`${this.target} has no faithful form for ${what}`, path);
    this.onLoss(path, `Dropped ${what}: ${this.target} has no faithful form for it`);
  }
}

/** `value` if it is an object, else a ValidationError at `path`. */
export function expectObject(value: unknown, path: string): JsonObject {
  if (!isObject(value)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(value)}\``, path);
  return value;
}

/** `value` if it is an array, else a ValidationError at `path`. */
export function expectArray(value: unknown, path: string): Json[] {
  if (!Array.isArray(value)) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(value)}\``, path);
  return value as Json[];
}

/** `value` if it is a string, else a ValidationError at `path`. */
export function expectString(value: unknown, path: string): string {
  if (typeof value !== "string") throw new ValidationError(`Expected \`str\`, got \`${jsonTypeName(value)}\``, path);
  return value;
}

// -- roles ----------------------------------------------------------------------------------------

/** The turn a message is: by its type tag, a chat message by its role. */
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

/** The turn of a message; undefined (after `losses.lose`) for a message no AI SDK role holds. */
export function turnOf(message: JsonObject, path: string, losses: Losses): Turn | undefined {
  const tag = String(message["type"]);
  if (has(TURNS, tag)) return TURNS[tag];
  if (tag === "chat" || tag === "ChatMessageChunk") {
    const role = message["role"];
    if (typeof role === "string" && has(CHAT_ROLES, role)) return CHAT_ROLES[role];
    losses.lose(`a chat message with the role ${JSON.stringify(role)}`, `${path}.role`);
    return undefined;
  }
  losses.lose(`a '${tag}' message`, path);
  return undefined;
}

// -- the chatschema namespace ---------------------------------------------------------------------

/** Message fields the AI SDK has no place for, kept under the namespace when they differ from their
 * default, in this order. */
const KEPT: readonly (readonly [string, (value: Json) => boolean])[] = [
  ["id", (v) => v !== null],
  ["name", (v) => v !== null],
  ["additional_kwargs", (v) => !isObject(v) || Object.keys(v).length > 0],
  ["response_metadata", (v) => !isObject(v) || Object.keys(v).length > 0],
  ["usage_metadata", (v) => v !== null],
  ["artifact", (v) => v !== null],
];

/** What a message keeps under the namespace (its id, name, ... when set), or undefined. */
export function keptFields(message: JsonObject, skip: readonly string[] = []): JSONObject | undefined {
  const out: JsonObject = {};
  for (const [key, isSet] of KEPT) {
    if (!skip.includes(key) && has(message, key) && message[key] !== undefined && isSet(message[key] as Json)) out[key] = message[key] as Json;
  }
  return Object.keys(out).length > 0 ? (out as JSONObject) : undefined;
}

/** `{chatschema: kept}`, or undefined when nothing is kept. */
export function namespaced(kept: JSONObject | undefined): ProviderOptions | undefined {
  return kept === undefined ? undefined : { [NAMESPACE]: kept };
}

/** The namespace's object in provider options (or metadata); other providers' entries are lost. */
export function readNamespace(options: Json | undefined, path: string, losses: Losses): JsonObject {
  if (options === undefined || options === null) return {};
  const all = expectObject(options, path);
  for (const key of Object.keys(all)) if (key !== NAMESPACE) losses.lose(`the provider options of '${key}'`, `${path}.${key}`);
  return has(all, NAMESPACE) ? expectObject(all[NAMESPACE], `${path}.${NAMESPACE}`) : {};
}

/** A message in Python's full form: `fields` first (type, content, ...), then what the namespace kept. */
export function messageOf(tag: string, fields: JsonObject, kept: JsonObject, path: string): AnyMessage {
  return fullForm({ type: tag, ...kept, ...fields }, tag, path);
}

// -- media ----------------------------------------------------------------------------------------

const MEDIA = new Set(["image", "audio", "video", "file"]);

/** A standard media block's data: `[data, mimeType]`, the data a URL or base64; undefined when it
 * has neither (a provider file id, a legacy source). */
export function mediaData(block: JsonObject): [string, string | undefined] | undefined {
  const mime = typeof block["mime_type"] === "string" ? block["mime_type"] : undefined;
  if (typeof block["url"] === "string") return [block["url"], mime];
  if (typeof block["base64"] === "string") return [block["base64"], mime];
  return undefined;
}

/** Whether a standard block is a media block (image, audio, video, file). */
export function isMedia(block: JsonObject): boolean {
  return MEDIA.has(String(block["type"]));
}

/** The standard block type for a media type: image, audio, video or file. */
export function mediaKind(mediaType: unknown): string {
  const major = typeof mediaType === "string" ? (mediaType.split("/", 1)[0] as string) : "";
  return major === "image" || major === "audio" || major === "video" ? major : "file";
}

const URL_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const DATA_URL = /^data:([^;,]+);base64,([\s\S]*)$/;

/** The standard block for AI SDK data (a URL, a `data:` URL or base64) of a media type. */
export function mediaBlock(data: string, mediaType: string | undefined, filename?: string): JsonObject {
  const block: JsonObject = { type: mediaKind(mediaType) };
  const inline = DATA_URL.exec(data);
  if (inline !== null) {
    block["base64"] = inline[2] as string;
    block["mime_type"] = mediaType ?? (inline[1] as string);
  } else {
    block[URL_SCHEME.test(data) ? "url" : "base64"] = data;
    if (mediaType !== undefined) block["mime_type"] = mediaType;
  }
  if (filename !== undefined) block["filename"] = filename;
  return block;
}

/** A `data:` URL of base64 data, or the URL itself. */
export function asUrl(block: JsonObject, mime: string): string {
  return typeof block["url"] === "string" ? block["url"] : `data:${mime};base64,${String(block["base64"])}`;
}

// -- content --------------------------------------------------------------------------------------

/** Each raw content item of a message with its path and its standard blocks (as `content_blocks`
 * reads one item); an id the reading made up (a provider part has none) is not the item's. */
export function standardItems(content: Json, path: string): [JsonObject, string][] {
  if (typeof content === "string") return content === "" ? [] : [[{ type: "text", text: content }, `${path}.content`]];
  const out: [JsonObject, string][] = [];
  expectArray(content, `${path}.content`).forEach((item, j) => {
    const at = `${path}.content[${j}]`;
    for (const block of bestEffortContentBlocks([item]) as JsonObject[]) {
      if (has(block, "id") && !(isObject(item) && has(item, "id"))) {
        const { id: _, ...rest } = block;
        out.push([rest, at]);
      } else out.push([block, at]);
    }
  });
  return out;
}

/** Keys of a standard block that a part holds; others are lost (the namespace keeps `id`). */
export function loseOtherKeys(block: JsonObject, known: readonly string[], path: string, losses: Losses): void {
  for (const key of Object.keys(block)) {
    if (key === "type" || key === "id" || known.includes(key)) continue;
    if (key === "extras" && isObject(block[key]) && Object.keys(block[key] as JsonObject).length === 0) continue;
    losses.lose(`a '${String(block["type"])}' block's '${key}'`, `${path}.${key}`);
  }
}

/** `{chatschema: {id}}` for a block with an id, else undefined. */
export function blockOptions(block: JsonObject): ProviderOptions | undefined {
  return typeof block["id"] === "string" ? { [NAMESPACE]: { id: block["id"] } } : undefined;
}

/** A JSON value as the AI SDK types it. */
export const asJsonValue = (value: Json | undefined): JSONValue => (value ?? null) as JSONValue;
