// Messages as OpenAI Chat Completions dicts: Python's `convert_to_openai_messages`.
//
// The default output is LangChain 1.8.3's (which may hold what the API rejects); `strict` (true or
// false) writes only what the API takes: what has a faithful form is converted, anything else is
// refused with a ConversionError (`strict: true`) or left out and reported to `onLoss` with its
// path (`strict: false`).

import type { AnyMessage } from "../../generated/typescript/types.js";
import { pythonContent } from "./blockKeys.js";
import { ConversionError } from "./errors.js";
import { tagKind } from "./kinds.js";
import { isEmptyJson, isObject, type Json, type JsonObject } from "./join.js";
import { pyEquals, pyJsonDumps } from "./pyRepr.js";

// Globals of every runtime (browsers, Node, edge), declared here as the package is built without DOM types.
declare const console: { warn(message: string): void };
declare const TextDecoder: new (label: string, options: { fatal: boolean; ignoreBOM: boolean }) => {
  decode(bytes: Uint8Array): string;
};

/** A Chat Completions message dict (`role`, `content`, and the keys of its role). */
export type OpenAIMessage = Record<string, unknown>;

/** Options of `convertToOpenAIMessages` (Python's keywords in camelCase). */
export interface ConvertToOpenAIOptions {
  /** `"string"` (default): text-only content joined into one string; `"block"`: content is always a list. */
  textFormat?: "string" | "block";
  /** Write the message's `id` as `"id"`. */
  includeId?: boolean;
  /** Keep blocks of no known format (default true); false: they throw. */
  passThroughUnknownBlocks?: boolean;
  /** Write only what the API takes: true refuses the rest, false leaves it out (see `onLoss`). */
  strict?: boolean | null;
  /** With `strict: false`, called for each thing left out (default: `console.warn`). */
  onLoss?: (path: string, message: string) => void;
}

/** The OpenAI role of each message kind that has one of its own (system and chat messages name theirs). */
const ROLES: Record<string, string> = { ai: "assistant", human: "user", tool: "tool", function: "function" };
const DATA_BLOCK_TYPES = new Set(["image", "video", "audio", "text-plain", "file"]);
const KEPT_TYPES = new Set(["thinking", "reasoning"]);

function has(value: Json, key: string): boolean {
  return isObject(value) && Object.hasOwn(value, key);
}

function dataUrl(mimeType: Json, data: Json): string {
  return `data:${String(mimeType)};base64,${String(data)}`;
}

function openaiRole(message: JsonObject, tag: string): string {
  const kind = tagKind(tag);
  const role = kind === undefined ? undefined : ROLES[kind];
  if (role !== undefined) return role;
  if (kind === "system") {
    const value = has(message["additional_kwargs"], "__openai_role__") ? message["additional_kwargs"]["__openai_role__"] : "system";
    if (typeof value !== "string") throw new TypeError(`Expected '__openai_role__' to be a str, got ${typeof value}`);
    return value;
  }
  if (kind === "chat") return message["role"];
  throw new RangeError(`Unknown BaseMessage type ${tag}.`);
}

function openaiToolCalls(calls: JsonObject[]): JsonObject[] {
  return calls.map((call) => ({
    type: "function",
    id: call["id"],
    function: { name: call["name"], arguments: pyJsonDumps(call["args"]) },
  }));
}

// -- base64 -------------------------------------------------------------------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Python's `base64.b64decode(data, validate=True)` (3.11): the bytes, or null where it raises. */
function b64decode(data: string): Uint8Array | null {
  if (/[^\x00-\x7f]/.test(data)) return null;
  if (data.startsWith("=")) return null;
  const out: number[] = [];
  let quad = 0;
  let pads = 0;
  let padding = false;
  let acc = 0;
  for (let i = 0; i < data.length; i++) {
    const ch = data[i] as string;
    if (ch === "=") {
      padding = true;
      if (quad >= 2 && quad + ++pads >= 4) {
        if (i + 1 < data.length) return null;
        return new Uint8Array(out);
      }
      continue;
    }
    const v = B64.indexOf(ch);
    if (v < 0 || padding) return null;
    pads = 0;
    acc = (acc << 6) | v;
    quad = (quad + 1) % 4;
    if (quad === 2) out.push((acc >> 4) & 0xff);
    else if (quad === 3) out.push((acc >> 2) & 0xff);
    else if (quad === 0) {
      out.push(acc & 0xff);
      acc = 0;
    }
  }
  return quad === 0 ? new Uint8Array(out) : null;
}

/** The UTF-8 text that base64 `data` encodes, or null. */
function textOfBase64(data: string): string | null {
  const bytes = b64decode(data);
  if (bytes === null) return null;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

// -- blocks -------------------------------------------------------------------------------------

/** What the blocks of one message share while they are translated. */
class Context {
  toolMessages: JsonObject[] = [];
  #callIds: Set<Json> | null = null;
  constructor(
    readonly message: JsonObject,
    readonly i: number,
    readonly oai: JsonObject,
    readonly textFormat: string,
    readonly passThrough: boolean,
    readonly strict: Strict | null,
  ) {}

  hasToolCall(callId: Json): boolean {
    const calls = this.message["tool_calls"];
    if (!Array.isArray(calls)) throw new TypeError(`'${String(this.message["type"])}' message has no attribute 'tool_calls'`);
    this.#callIds ??= new Set(calls.map((call: JsonObject) => call["id"]));
    return this.#callIds.has(callId);
  }

  addToolCall(callId: Json, name: Json, args: Json): void {
    const calls: JsonObject[] = this.oai["tool_calls"] ?? [];
    this.oai["tool_calls"] = calls;
    calls.push({ type: "function", id: callId, function: { name, arguments: args } });
  }
}

/** Python's ValueError for a block it cannot read: where it is, what is wrong (`what`), the block. */
function unrecognized(ctx: Context, j: number, block: Json, what: string): never {
  throw new RangeError(`Unrecognized content block at messages[${ctx.i}].content[${j}] ${what}. Full content block:\n\n${JSON.stringify(block)}`);
}

/** `unrecognized` when `value` lacks some of `keys` (listed after `what`). */
function needKeys(ctx: Context, j: number, block: Json, value: Json, keys: readonly string[], what: string): void {
  const lacking = keys.filter((key) => !has(value, key));
  if (lacking.length > 0) unrecognized(ctx, j, block, `${what} ${JSON.stringify(lacking)}`);
}

function isDataBlock(block: JsonObject): boolean {
  if (!DATA_BLOCK_TYPES.has(block["type"])) return false;
  if (["url", "base64", "file_id", "text"].some((key) => has(block, key))) return true;
  if (!has(block, "source_type")) return false;
  const needs: Record<string, string> = { url: "url", base64: "data", id: "id", text: "url" };
  const source = block["source_type"];
  return typeof source === "string" && Object.hasOwn(needs, source) && has(block, needs[source] as string);
}

function dataPart(block: JsonObject): JsonObject {
  const kind = block["type"];
  if (kind === "image") {
    if (has(block, "url")) return { type: "image_url", image_url: { url: block["url"] } };
    if (has(block, "base64") || block["source_type"] === "base64") {
      if (!has(block, "mime_type")) throw new RangeError("mime_type key is required for base64 data.");
      const data = has(block, "data") ? block["data"] : block["base64"];
      return { type: "image_url", image_url: { url: `data:${String(block["mime_type"])};base64,${String(data)}` } };
    }
    throw new RangeError("Unsupported source type. Only 'url' and 'base64' are supported.");
  }
  if (kind === "file") {
    if (block["source_type"] === "base64" || has(block, "base64")) {
      if (!has(block, "mime_type")) throw new TypeError("'mime_type'");
      const data = has(block, "source_type") ? block["data"] : block["base64"];
      const file: JsonObject = { file_data: `data:${String(block["mime_type"])};base64,${String(data)}` };
      const extras = block["extras"];
      const metadata = block["metadata"];
      if (block["filename"]) file["filename"] = block["filename"];
      else if (isObject(extras) && Object.keys(extras).length > 0 && has(extras, "filename")) file["filename"] = extras["filename"];
      else if (isObject(metadata) && Object.keys(metadata).length > 0 && has(metadata, "filename")) file["filename"] = metadata["filename"];
      else file["filename"] = "LC_AUTOGENERATED";
      return { type: "file", file };
    }
    if (block["source_type"] === "id" || has(block, "file_id")) {
      return { type: "file", file: { file_id: has(block, "source_type") ? block["id"] : block["file_id"] } };
    }
    if (has(block, "url")) throw new RangeError("OpenAI Chat Completions does not support file URLs.");
    throw new RangeError("Keys base64, url, or file_id required for file blocks.");
  }
  if (kind === "audio") {
    if (has(block, "base64") || block["source_type"] === "base64") {
      const data = has(block, "source_type") ? block["data"] : block["base64"];
      if (typeof block["mime_type"] !== "string") throw new TypeError("'mime_type'");
      return { type: "input_audio", input_audio: { data, format: block["mime_type"].split("/").pop() } };
    }
    throw new RangeError("Key base64 is required for audio blocks.");
  }
  throw new RangeError(`Block of type ${String(kind)} is not supported.`);
}

function imagePart(ctx: Context, j: number, block: JsonObject): JsonObject {
  const source = block["source"];
  if (source) {
    needKeys(ctx, j, block, source, ["media_type", "type", "data"], "has 'type': 'image' but 'source' is missing expected key(s)");
    return { type: "image_url", image_url: { url: `data:${String(source["media_type"])};${String(source["type"])},${String(source["data"])}` } };
  }
  const image = block["image"];
  if (image) {
    needKeys(ctx, j, block, image, ["source", "format"], "has key 'image', but 'image' is missing expected key(s)");
    // Bedrock's image bytes: JSON holds no bytes (Python fails on text the same way).
    throw new TypeError("a bytes-like object is required");
  }
  unrecognized(ctx, j, block, "has 'type': 'image' but does not have a 'source' or 'image' key");
}

function functionCallItem(ctx: Context, j: number, block: JsonObject, content: Json[]): void {
  if (!ctx.hasToolCall(has(block, "call_id") ? block["call_id"] : null)) {
    needKeys(ctx, j, block, block, ["call_id", "name", "arguments"], "has 'type': 'tool_use', but is missing expected key(s)");
    ctx.addToolCall(block["call_id"] ?? null, block["name"] ?? null, block["arguments"] ?? null);
  }
  if (ctx.passThrough) content.push(block);
}

/** A tool message's content as Python's ToolMessage stores it (non-JSON content as its `str`). */
function toolContent(content: Json): Json {
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((x) => (typeof x === "string" || isObject(x) ? x : pyStrOf(x)));
  return pyStrOf(content);
}

function pyStrOf(value: Json): string {
  if (value === null) return "None";
  if (value === true) return "True";
  if (value === false) return "False";
  if (typeof value === "number") return pyJsonDumps(value);
  throw new TypeError("unexpected tool result content");
}

function toolResult(ctx: Context, j: number, block: JsonObject): void {
  needKeys(ctx, j, block, block, ["content", "tool_use_id"], "has 'type': 'tool_result', but is missing expected key(s)");
  const callId = block["tool_use_id"];
  const tool: JsonObject = {
    type: "tool",
    content: toolContent(block["content"]),
    tool_call_id: typeof callId === "number" || typeof callId === "boolean" ? pyStrOf(callId) : callId,
    additional_kwargs: {},
    response_metadata: {},
    name: null,
    id: null,
    artifact: null,
    status: block["is_error"] ? "error" : "success",
  };
  const strict = ctx.strict === null ? null : ctx.strict.under(`${ctx.strict.base}.content[${j}]`);
  convertMessage(tool, 0, ctx.textFormat, false, true, ctx.toolMessages, strict);
}

function convertBlock(ctx: Context, j: number, block: Json, content: Json[]): void {
  if (typeof block === "string") {
    content.push({ type: "text", text: block });
    return;
  }
  if (!isObject(block)) throw new TypeError(`'${typeof block}' object has no attribute 'get'`);
  const tag = has(block, "type") ? block["type"] : null;
  if (tag === "text") {
    if (!has(block, "text")) {
      unrecognized(ctx, j, block, "has 'type': 'text' but is missing expected key(s) ['text']");
    }
    content.push({ type: block["type"], text: block["text"] });
  } else if (tag === "image_url") {
    if (!has(block, "image_url")) {
      unrecognized(ctx, j, block, "has 'type': 'image_url' but is missing expected key(s) ['image_url']");
    }
    content.push({ type: "image_url", image_url: block["image_url"] });
  } else if (tag === "image" && has(block, "url")) {
    content.push({ type: "image_url", image_url: { url: block["url"] } });
  } else if (tag === "image" && has(block, "base64") && has(block, "mime_type")) {
    const data = has(block, "data") ? block["data"] : block["base64"];
    content.push({ type: "image_url", image_url: { url: dataUrl(block["mime_type"], data) } });
  } else if (isDataBlock(block)) {
    const part = dataPart(block);
    if (part["type"] === "file" && has(part, "file") && !has(part["file"], "filename")) part["file"]["filename"] = "LC_AUTOGENERATED";
    content.push(part);
  } else if (tag === "image" || has(block, "image")) {
    content.push(imagePart(ctx, j, block));
  } else if (tag === "file" && isObject(block["file"]) && typeof block["file"]["file_data"] === "string") {
    if ((block["file"]["filename"] ?? null) === null) {
      content.push({ ...block, file: { ...block["file"], filename: "LC_AUTOGENERATED" } });
    } else {
      content.push(block);
    }
  } else if (
    tag === "input_audio" &&
    isObject(block["input_audio"]) &&
    typeof block["input_audio"]["data"] === "string" &&
    typeof block["input_audio"]["format"] === "string"
  ) {
    content.push(block);
  } else if (tag === "tool_use") {
    needKeys(ctx, j, block, block, ["id", "name", "input"], "has 'type': 'tool_use', but is missing expected key(s)");
    if (!ctx.hasToolCall(block["id"])) ctx.addToolCall(block["id"], block["name"], pyJsonDumps(block["input"]));
  } else if (tag === "function_call") {
    functionCallItem(ctx, j, block, content);
  } else if (tag === "tool_result") {
    toolResult(ctx, j, block);
  } else if (tag === "json" || has(block, "json")) {
    if (!has(block, "json")) {
      unrecognized(ctx, j, block, "has 'type': 'json' but does not have a 'json' key");
    }
    content.push({ type: "text", text: pyJsonDumps(block["json"], { ensureAscii: true }) });
  } else if (tag === "guard_content" || has(block, "guard_content")) {
    const guard = block["guard_content"];
    if (!has(block, "guard_content") || !has(guard, "text")) {
      unrecognized(ctx, j, block, `has 'type': 'guard_content' but does not have a messages[${ctx.i}].content[${j}]['guard_content']['text'] key`);
    }
    let text = guard["text"];
    if (isObject(text)) {
      if (!has(text, "text")) throw new TypeError("'text'");
      text = text["text"];
    }
    content.push({ type: "text", text });
  } else if (tag === "media") {
    needKeys(ctx, j, block, block, ["mime_type", "data"], "has 'type': 'media' but does not have key(s)");
    if (typeof block["mime_type"] !== "string" || !block["mime_type"].includes("image")) {
      throw new RangeError(`OpenAI messages can only support text and image data. Received content block with media of type: ${String(block["mime_type"])}`);
    }
    throw new TypeError("a bytes-like object is required"); // VertexAI media bytes: JSON holds none
  } else if (tag === "refusal") {
    if (block["refusal"]) content.push({ type: "refusal", refusal: block["refusal"] });
  } else if (KEPT_TYPES.has(tag) || ctx.passThrough) {
    content.push(block);
  } else {
    unrecognized(ctx, j, block, "does not match OpenAI, Anthropic, Bedrock Converse, or VertexAI format");
  }
}

function convertMessage(
  message: JsonObject,
  i: number,
  textFormat: string,
  includeId: boolean,
  passThrough: boolean,
  out: JsonObject[],
  strict: Strict | null,
): void {
  const tag = message["type"] as string;
  const oai: JsonObject = { role: openaiRole(message, tag) };
  if (message["name"]) oai["name"] = message["name"];
  if (tagKind(tag) === "ai") {
    const calls = message["tool_calls"] ?? [];
    if (calls.length > 0) oai["tool_calls"] = openaiToolCalls(calls);
  }
  const extra = message["additional_kwargs"];
  if (isObject(extra) && extra["refusal"]) oai["refusal"] = extra["refusal"];
  if (tagKind(tag) === "tool") oai["tool_call_id"] = message["tool_call_id"];
  if (includeId && message["id"]) oai["id"] = message["id"];
  const raw = pythonContent(message["content"]); // blocks in langchainjs's spelling read as Python's
  let content: Json;
  let toolMessages: JsonObject[] = [];
  if (typeof raw === "string") {
    content = textFormat === "string" ? raw : raw ? [{ type: "text", text: raw }] : [];
  } else if (!raw || raw.length === 0) {
    content = textFormat === "string" ? "" : [];
  } else if (
    textFormat === "string" &&
    raw.every((block: Json) => typeof block === "string" || block["type"] === "text") &&
    (strict === null || raw.every((block: Json) => typeof block === "string" || strict.sendsAsText(block)))
  ) {
    content = raw.map((block: Json) => (typeof block === "string" ? block : block["text"])).join("\n");
  } else {
    const ctx = new Context(message, i, oai, textFormat, passThrough, strict);
    const parts: Json[] = [];
    raw.forEach((block: Json, j: number) => (strict === null ? convertBlock(ctx, j, block, parts) : strict.convertBlock(ctx, j, block, parts)));
    toolMessages = ctx.toolMessages;
    // a text part with more than its text (strict mode's prompt_cache_breakpoint) stays a part
    const plain = parts.every((part) => part["type"] === "text" && Object.keys(part).length < 3);
    content = textFormat === "string" && plain ? parts.map((part) => part["text"]).join("\n") : parts;
  }
  oai["content"] = content;
  const rawSet = typeof raw === "string" ? raw !== "" : Array.isArray(raw) && raw.length > 0;
  const contentSet = typeof content === "string" ? content !== "" : content.length > 0;
  if (rawSet && !contentSet && toolMessages.length > 0) {
    out.push(...toolMessages);
  } else {
    out.push(oai);
    out.push(...toolMessages);
  }
}

// -- strict mode ----------------------------------------------------------------------------------

const ROLE_PARTS: Record<string, ReadonlySet<string>> = {
  system: new Set(["text"]),
  developer: new Set(["text"]),
  user: new Set(["text", "image_url", "input_audio", "file"]),
  assistant: new Set(["text", "refusal"]),
  tool: new Set(["text"]),
  function: new Set(["text"]),
};
const ROLE_KEYS: Record<string, ReadonlySet<string>> = {
  system: new Set(["role", "content", "name"]),
  developer: new Set(["role", "content", "name"]),
  user: new Set(["role", "content", "name"]),
  assistant: new Set(["role", "content", "name", "tool_calls", "function_call", "refusal", "audio"]),
  tool: new Set(["role", "content", "tool_call_id"]),
  function: new Set(["role", "content", "name"]),
};
const ROLE_ALIASES: Record<string, string> = { human: "user", ai: "assistant" };
const BREAKPOINT = "prompt_cache_breakpoint"; // the end of a cacheable prefix, on a text, image, audio or file part
const PART_KEYS: Record<string, [ReadonlySet<string>, string | null, ReadonlySet<string>]> = {
  text: [new Set(["type", "text", BREAKPOINT]), null, new Set()],
  refusal: [new Set(["type", "refusal"]), null, new Set()],
  image_url: [new Set(["type", "image_url", BREAKPOINT]), "image_url", new Set(["url", "detail"])],
  input_audio: [new Set(["type", "input_audio", BREAKPOINT]), "input_audio", new Set(["data", "format"])],
  file: [new Set(["type", "file", BREAKPOINT]), "file", new Set(["file_data", "file_id", "filename"])],
};
const TEXT_KEYS = new Set(["type", "text", "id", "index", BREAKPOINT]); // with a breakpoint, not sent as plain text
const PLAIN_TEXT_KEYS = new Set(["type", "text", "base64", "mime_type", "id", "index"]);
const EMPTY_EXTRAS = new Set(["annotations", "extras"]);


function subset(keys: ReadonlySet<string>, value: JsonObject): boolean {
  return Object.keys(value).every((key) => keys.has(key));
}

class Strict {
  constructor(
    readonly raises: boolean,
    readonly base: string,
    readonly onLoss: (path: string, message: string) => void,
  ) {}

  lose(path: string, message: string): void {
    if (this.raises) throw new ConversionError(message, path);
    this.onLoss(path, `dropped: ${message}`);
  }

  under(base: string): Strict {
    return new Strict(this.raises, base, this.onLoss);
  }

  sendsAsText(block: JsonObject): boolean {
    return subset(TEXT_KEYS, block) && !has(block, BREAKPOINT);
  }

  loseKeys(at: string, block: JsonObject, keys: ReadonlySet<string>): void {
    for (const key of Object.keys(block)) {
      if (!keys.has(key) && !(EMPTY_EXTRAS.has(key) && isEmptyJson(block[key]))) {
        this.lose(`${at}.${key}`, `Chat Completions has no place for a block's '${key}'`);
      }
    }
  }

  convertBlock(ctx: Context, j: number, block: Json, content: Json[]): void {
    const at = `${this.base}.content[${j}]`;
    const role = ctx.oai["role"] as string;
    const tag = typeof block === "string" ? "text" : isObject(block) && has(block, "type") ? block["type"] : null;
    if (tag === "text" && typeof block !== "string") {
      if (has(block, "text")) this.loseKeys(at, block, TEXT_KEYS);
    } else if (tag === "text-plain") {
      const text = plainText(block);
      if (text === null) this.lose(at, "Chat Completions cannot hold a text-plain block without its text");
      else {
        this.loseKeys(at, block, PLAIN_TEXT_KEYS);
        const data = block["base64"] ?? null;
        if (has(block, "text") && data !== null && textOfBase64(data) !== text) {
          this.lose(`${at}.base64`, "Chat Completions sends a text-plain block's text, not other data");
        }
        content.push({ type: "text", text });
      }
      return;
    } else if ((tag === "tool_use" || tag === "function_call") && role !== "assistant") {
      this.lose(at, `Chat Completions takes no '${tag}' block in ${role} messages`);
      return;
    } else if (tag === "function_call") {
      functionCallItem(ctx, j, block, []);
      return;
    }
    const before = content.length;
    try {
      convertBlock(ctx, j, block, content);
    } catch (error) {
      if (error instanceof ConversionError) throw error;
      if (!(error instanceof RangeError || error instanceof TypeError)) throw error;
      content.length = before;
      this.lose(at, `Chat Completions cannot hold this '${String(tag)}' block`);
      return;
    }
    if (typeof block !== "string" && has(block, BREAKPOINT)) {
      // the part the block became keeps its breakpoint
      for (const part of content.slice(before)) {
        if (PART_KEYS[part["type"]]?.[0].has(BREAKPOINT)) part[BREAKPOINT] = block[BREAKPOINT];
        else this.loseKeys(at, { [BREAKPOINT]: 0 }, new Set());
      }
    }
    const allowed = ROLE_PARTS[role] as ReadonlySet<string>;
    for (const part of content.slice(before)) {
      const kind = isObject(part) ? part["type"] : null;
      if (!allowed.has(kind) || !partOk(part, kind)) {
        content.length = before;
        const byTag = kind === tag || !allowed.has(kind);
        const what = byTag ? `'${String(tag)}' block` : `'${String(tag)}' block as '${String(kind)}'`;
        this.lose(at, `Chat Completions takes no ${what} in ${role} messages`);
        return;
      }
    }
  }
}

function plainText(block: JsonObject): string | null {
  const text = block["text"];
  if (typeof text === "string") return text;
  const data = block["base64"];
  return typeof data === "string" ? textOfBase64(data) : null;
}

function b64Ok(data: Json): boolean {
  return typeof data === "string" && b64decode(data) !== null;
}

function dataUrlOk(url: string): boolean {
  const comma = url.indexOf(",");
  if (comma < 0) return false;
  return url.slice(0, comma).endsWith(";base64") && b64Ok(url.slice(comma + 1));
}

function partOk(part: JsonObject, kind: string): boolean {
  const [keys, nested, inner] = PART_KEYS[kind] as [ReadonlySet<string>, string | null, ReadonlySet<string>];
  if (!subset(keys, part)) return false;
  if (nested === null) return typeof part[kind] === "string";
  const value = part[nested];
  if (!isObject(value) || !subset(inner, value)) return false;
  if (kind === "image_url") {
    const url = value["url"];
    return typeof url === "string" && (!url.startsWith("data:") || dataUrlOk(url));
  }
  if (kind === "input_audio") return (value["format"] === "wav" || value["format"] === "mp3") && b64Ok(value["data"]);
  const data = has(value, "file_data") ? value["file_data"] : null;
  return (data === null || (typeof data === "string" && dataUrlOk(data))) && (data !== null || typeof value["file_id"] === "string");
}

function strictMessage(oai: JsonObject, message: JsonObject, strict: Strict, callNames: Map<Json, Json>): boolean {
  const base = strict.base;
  const role = oai["role"];
  const keys = ROLE_KEYS[role];
  if (keys === undefined) {
    strict.lose(base, `Chat Completions has no role '${String(role)}'`);
    return false;
  }
  if (role === "function" && !oai["name"]) {
    strict.lose(base, "Chat Completions needs the name of a function message");
    return false;
  }
  if (role === "tool" && has(oai, "name")) {
    const name = oai["name"];
    delete oai["name"];
    if (callNames.get(oai["tool_call_id"] ?? null) !== name) {
      strict.lose(`${base}.name`, "Chat Completions takes no name on a tool message");
    }
  }
  if (role === "assistant") {
    let calls: JsonObject[] = oai["tool_calls"] ?? [];
    calls.forEach((call, k) => {
      if (typeof call["id"] !== "string") strict.lose(`${base}.tool_calls[${k}]`, "Chat Completions needs a tool call id");
    });
    calls = calls.filter((call) => typeof call["id"] === "string");
    calls.push(...invalidCalls(message, strict));
    legacyFunctionCall(oai, message, strict, calls);
    if (calls.length > 0) oai["tool_calls"] = calls;
    else delete oai["tool_calls"];
  }
  for (const key of Object.keys(oai).filter((k) => !keys.has(k))) {
    delete oai[key];
    strict.lose(`${base}.${key}`, `Chat Completions takes no '${key}' on a ${String(role)} message`);
  }
  if (role === "function" && Array.isArray(oai["content"])) {
    oai["content"] = oai["content"].map((part: JsonObject) => part["text"]).join("\n");
  }
  return true;
}

/** A legacy `additional_kwargs.function_call`, sent as the deprecated `function_call` the API still takes
 * (not beside `tool_calls`, which the API refuses); nothing for the copy of one of its tool calls. */
function legacyFunctionCall(oai: JsonObject, message: JsonObject, strict: Strict, calls: JsonObject[]): void {
  const legacy = message["additional_kwargs"]?.["function_call"] ?? null;
  if (legacy === null) return;
  const { name, arguments: args } = legacy;
  if (typeof args === "string") {
    try {
      const parsed = JSON.parse(args);
      if ((message["tool_calls"] ?? []).some((call: JsonObject) => call["name"] === name && pyEquals(call["args"], parsed))) return;
    } catch {}
  }
  const at = `${strict.base}.additional_kwargs.function_call`;
  if (typeof name !== "string" || typeof args !== "string") strict.lose(at, "Chat Completions needs a function call's name and arguments");
  else if (calls.length > 0) strict.lose(at, "Chat Completions takes no function_call beside tool_calls");
  else oai["function_call"] = { name, arguments: args };
}

function invalidCalls(message: JsonObject, strict: Strict): JsonObject[] {
  const out: JsonObject[] = [];
  (message["invalid_tool_calls"] ?? []).forEach((call: JsonObject, k: number) => {
    const callId = call["id"] ?? null;
    const name = call["name"] ?? null;
    const args = call["args"] ?? null;
    if (typeof callId === "string" && typeof name === "string" && (typeof args === "string" || args === null)) {
      out.push({ type: "function", id: callId, function: { name, arguments: args || "" } });
    } else {
      strict.lose(`${strict.base}.invalid_tool_calls[${k}]`, "Chat Completions needs a tool call's id and name");
    }
  });
  return out;
}

function convertStrict(items: JsonObject[], textFormat: string, raises: boolean, onLoss: (path: string, message: string) => void): JsonObject[] {
  const out: JsonObject[] = [];
  const callNames = new Map<Json, Json>();
  items.forEach((original, i) => {
    let message = original;
    const strict = new Strict(raises, `$[${i}]`, onLoss);
    const tag = message["type"] as string;
    if (tag === "remove") {
      strict.lose(`$[${i}]`, "Chat Completions has no message for a RemoveMessage");
      return;
    }
    if (tagKind(tag) === "chat" && !Object.hasOwn(ROLE_KEYS, message["role"])) {
      const alias = ROLE_ALIASES[message["role"]];
      if (alias === undefined) {
        strict.lose(`$[${i}]`, `Chat Completions has no role '${String(message["role"])}'`);
        return;
      }
      message = { ...message, role: alias };
    }
    const start = out.length;
    convertMessage(message, i, textFormat, false, true, out, strict);
    const kept = out.slice(start).filter((oai) => strictMessage(oai, message, strict, callNames));
    out.splice(start, out.length - start, ...kept);
    if (tagKind(tag) === "ai") {
      for (const call of message["tool_calls"] ?? []) callNames.set(call["id"] ?? null, call["name"] ?? null);
    }
  });
  return out;
}

/**
 * Messages as OpenAI Chat Completions message dicts, as Python's `convert_to_openai_messages`
 * writes them (LangChain 1.8.3's output): roles, names, tool calls with their arguments as
 * Python's `json.dumps` writes them, refusals, and content parts converted from OpenAI, standard
 * (v1 and v0), Anthropic, Bedrock Converse and VertexAI blocks; Anthropic `tool_result` blocks
 * become tool messages after their message. Given one message, returns one dict.
 *
 * @throws RangeError (Python's ValueError) for an unknown `textFormat`, a block missing a key it
 *   needs, an unknown block without `passThroughUnknownBlocks`, data Chat Completions cannot take;
 *   ConversionError with its path under `strict: true`.
 *
 * @example
 * convertToOpenAIMessages([{ type: "human", content: "hi", ... }]) // [{ role: "user", content: "hi" }]
 */
export function convertToOpenAIMessages(messages: AnyMessage, options?: ConvertToOpenAIOptions): OpenAIMessage;
export function convertToOpenAIMessages(messages: readonly AnyMessage[], options?: ConvertToOpenAIOptions): OpenAIMessage[];
export function convertToOpenAIMessages(
  messages: AnyMessage | readonly AnyMessage[],
  options: ConvertToOpenAIOptions = {},
): JsonObject | JsonObject[] {
  const textFormat = options.textFormat ?? "string";
  if (textFormat !== "string" && textFormat !== "block") {
    throw new RangeError(`Unrecognized text_format='${String(textFormat)}', expected one of 'string' or 'block'.`);
  }
  const single = !Array.isArray(messages);
  const items = single ? [messages as JsonObject] : (messages as readonly JsonObject[]).slice();
  let out: JsonObject[];
  const strict = options.strict ?? null;
  if (strict !== null) {
    if (options.includeId) {
      throw new RangeError("include_id writes an 'id' key, which the Chat Completions API does not take");
    }
    const onLoss = options.onLoss ?? ((path: string, message: string) => console.warn(`${message} (at ${path})`));
    out = convertStrict(items, textFormat, strict, onLoss);
  } else {
    out = [];
    const passThrough = options.passThroughUnknownBlocks ?? true;
    items.forEach((message, i) => convertMessage(message, i, textFormat, options.includeId ?? false, passThrough, out, null));
  }
  return single ? (out[0] as JsonObject) : out;
}
