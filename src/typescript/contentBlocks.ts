// The standard (v1) content blocks of a message, as Python's `message.content_blocks` gives them
// (chatschema.blocks): the best-effort passes over the content (v0 multimodal blocks, then the
// input parts of OpenAI Chat Completions, Anthropic, Google GenAI and Bedrock Converse), the tool
// calls and reasoning of AI messages, and the provider translators registered for
// `response_metadata.model_provider`.

import type { AnyMessage } from "../../generated/typescript/types.js";
import {
  appendMissingToolCalls,
  type Block,
  contains,
  convertParts,
  field,
  format,
  get,
  handlerFor,
  isKnown,
  isObject,
  type Kwargs,
  listField,
  mediaBlock,
  type MessageLike,
  need,
  nonStandard,
  plaintextBlock,
  populateExtras,
  reasoningFromAdditionalKwargs,
  toolCallChunkBlock,
  toolCallIds,
  unwrapNonStandard,
  untypedPartConverter,
} from "./blockParts.js";
import { withPythonContent } from "./blockKeys.js";
import { type PyJson, pyEquals, pyTruthy } from "./pyRepr.js";

export type { Block } from "./blockParts.js";

/** A provider translator: the message's standard blocks, or `undefined` to hand the message back to
 * the best-effort reading (Python's translators raise `NotImplementedError`). */
export type Translate = (message: MessageLike) => Block[] | undefined;

/** The two translators of one provider: for AI messages and for AI message chunks. */
export interface Translator {
  readonly translateContent: Translate;
  readonly translateContentChunk: Translate;
}

/** Options of `contentBlocks`. */
export interface ContentBlocksOptions {
  /** Provider name (`response_metadata.model_provider`) -> its translators. Default: none, every
   * message gets the best-effort reading; pass `PROVIDER_TRANSLATORS` from "chatschema/translators"
   * for Python's reading of provider messages. */
  readonly translators?: Readonly<Record<string, Translator>>;
}

// -- v0 (LangChain's legacy multimodal blocks) -----------------------------------------------------

const V0_KINDS = new Set(["image", "audio", "file"]);

function without(block: Block, known: readonly string[]): Block {
  return Object.fromEntries(Object.entries(block).filter(([key]) => !known.includes(key)));
}

function withExtras(block: Block, extras: Block): Block {
  const kept = Object.fromEntries(Object.entries(extras).filter(([, v]) => v !== null));
  if (Object.keys(kept).length > 0) block["extras"] = kept;
  return block;
}

function v0Located(fieldName: string, v0Key: string) {
  return (kind: string, block: Block): Block => {
    const data = need(block, v0Key);
    const extras = without(block, ["type", "source_type", "mime_type", v0Key]);
    if (Object.hasOwn(block, "id")) {
      // `extras` still holds `id`: Python's factory call names it twice (a TypeError, as in LangChain).
      return mediaBlock(kind as "image", [[fieldName, data], ["mime_type", get(block, "mime_type")], ["id", need(block, "id")]], extras);
    }
    const out: Block = { type: kind, [fieldName]: data };
    if (pyTruthy(get(block, "mime_type"))) out["mime_type"] = get(block, "mime_type");
    return withExtras(out, extras);
  };
}

function v0ById(kind: string, block: Block): Block {
  const extras = without(block, ["type", "source_type", "id"]);
  if (kind === "file") return mediaBlock("file", [["file_id", need(block, "id")]], extras);
  return withExtras({ type: kind, file_id: need(block, "id") }, extras);
}

function v0PlainText(_kind: string, block: Block): Block {
  const extras = without(block, ["type", "source_type", "mime_type", "url"]);
  if (Object.hasOwn(block, "id")) return plaintextBlock([["text", need(block, "url")], ["id", need(block, "id")]], extras);
  const out: Block = { type: "text-plain", text: need(block, "url"), mime_type: "text/plain" };
  if (pyTruthy(get(block, "mime_type"))) out["mime_type"] = get(block, "mime_type");
  return withExtras(out, extras);
}

const V0_SOURCES: Readonly<Record<string, (kind: string, block: Block) => Block>> = {
  url: v0Located("url", "url"),
  base64: v0Located("base64", "data"),
  id: v0ById,
};

function convertLegacyV0Block(block: Block): Block {
  const kind = get(block, "type");
  const source = get(block, "source_type");
  if (typeof kind !== "string" || typeof source !== "string") return block;
  const convert = kind === "file" && source === "text" ? v0PlainText : handlerFor(V0_SOURCES, source);
  return convert === undefined ? block : convert(kind, block);
}

function convertV0Input(blocks: readonly Block[]): Block[] {
  return unwrapNonStandard(blocks).map((block) => {
    const kind = get(block, "type");
    if (typeof kind === "string" && V0_KINDS.has(kind) && Object.hasOwn(block, "source_type")) return convertLegacyV0Block(block);
    return isKnown(block) ? block : nonStandard(block);
  });
}

// -- OpenAI Chat Completions input parts ----------------------------------------------------------

/** `[mime_type, data]` of a base64 `data:` URI (Python's `re.match`, `$` also before a final newline). */
export function parseDataUri(uri: string): [string, string] | undefined {
  const found = /^data:([^;]+);base64,([^\n]+)\n?$/.exec(uri);
  return found ? [found[1] as string, found[2] as string] : undefined;
}

const keysWithin = (block: Block, allowed: readonly string[]) => Object.keys(block).every((key) => allowed.includes(key));

function isImagePart(block: Block): boolean {
  const imageUrl = get(block, "image_url");
  return keysWithin(block, ["type", "image_url", "detail"]) && pyTruthy(imageUrl) && isObject(imageUrl) && typeof get(imageUrl, "url") === "string";
}

function isAudioPart(block: Block): boolean {
  const audio = get(block, "input_audio");
  return pyTruthy(audio) && isObject(audio) && typeof get(audio, "data") === "string" && typeof get(audio, "format") === "string";
}

function isFilePart(block: Block): boolean {
  const file = get(block, "file");
  return pyTruthy(file) && isObject(file) && (typeof get(file, "file_data") === "string" || typeof get(file, "file_id") === "string");
}

/** Keys of a part other than `type` and `outer`, then the unknown keys of `block[outer]`. */
function partExtras(block: Block, outer: string, innerKnown: readonly string[], prefix: string, keep: readonly string[]): Block {
  const extras = without(block, ["type", outer]);
  for (const [key, value] of Object.entries(block[outer] as Block)) {
    if (!innerKnown.includes(key)) extras[keep.includes(key) ? key : prefix + key] = value;
  }
  return extras;
}

function imagePart(block: Block): Block {
  const url = (block["image_url"] as Block)["url"] as string;
  const extras = partExtras(block, "image_url", ["url"], "image_url_", ["detail"]);
  const parsed = parseDataUri(url);
  if (parsed) return mediaBlock("image", [["base64", parsed[1]], ["mime_type", parsed[0]]], extras);
  return mediaBlock("image", [["url", url]], extras);
}

function audioPart(block: Block): Block {
  const audio = block["input_audio"] as Block;
  const extras = partExtras(block, "input_audio", ["data", "format"], "audio_", []);
  return mediaBlock("audio", [["base64", audio["data"] as string], ["mime_type", `audio/${audio["format"] as string}`]], extras);
}

function filePart(block: Block): Block {
  const file = block["file"] as Block;
  if (Object.hasOwn(file, "file_id")) {
    return mediaBlock("file", [["file_id", file["file_id"] as PyJson]], partExtras(block, "file", ["file_id"], "file_", []));
  }
  const parsed = parseDataUri(file["file_data"] as string);
  if (!parsed) return block;
  const extras = partExtras(block, "file", ["file_data", "filename"], "file_", []);
  // LangChain labels every inline file a PDF, whatever the data URI says.
  const explicit: Kwargs = [["base64", parsed[1]], ["mime_type", "application/pdf"], ["filename", get(file, "filename")]];
  return mediaBlock("file", explicit, extras);
}

const CHAT_COMPLETIONS_PARTS: Readonly<Record<string, readonly [(b: Block) => boolean, (b: Block) => Block]>> = {
  image_url: [isImagePart, imagePart],
  input_audio: [isAudioPart, audioPart],
  file: [isFilePart, filePart],
};

function convertChatCompletionsInput(blocks: readonly Block[]): Block[] {
  return unwrapNonStandard(blocks).map((block) => {
    const part = handlerFor(CHAT_COMPLETIONS_PARTS, get(block, "type"));
    if (part !== undefined && part[0](block)) {
      const converted = part[1](block);
      return isKnown(converted) ? converted : nonStandard(block);
    }
    return isKnown(block) ? block : nonStandard(block);
  });
}

// -- Anthropic input blocks -----------------------------------------------------------------------

type SourceConverter = (kind: string, block: Block, source: Block) => Block;

function anthropicSource(required: readonly string[], build: SourceConverter): SourceConverter {
  return (kind, block, source) => {
    if (!required.every((key) => Object.hasOwn(source, key))) return nonStandard(block);
    return populateExtras(build(kind, block, source), block, new Set(["type", "source"]));
  };
}

const A_BASE64 = anthropicSource(["data", "media_type"], (k, _b, s) => ({ type: k, base64: s["data"] as PyJson, mime_type: s["media_type"] as PyJson }));
const A_URL = anthropicSource(["url"], (k, _b, s) => ({ type: k, url: s["url"] as PyJson }));
// sic: LangChain sets `id`, not `file_id`
const A_FILE = anthropicSource(["file_id"], (k, _b, s) => ({ type: k, id: s["file_id"] as PyJson }));
const A_TEXT = anthropicSource(["data"], (_k, b, s) => ({ type: "text-plain", text: s["data"] as PyJson, mime_type: get(b, "media_type", "text/plain") }));

const ANTHROPIC_SOURCES: Readonly<Record<string, readonly [string, Readonly<Record<string, SourceConverter>>]>> = {
  document: ["file", { base64: A_BASE64, url: A_URL, file: A_FILE, text: A_TEXT }],
  image: ["image", { base64: A_BASE64, url: A_URL, file: A_FILE }],
};

function convertAnthropicInput(blocks: readonly Block[]): Block[] {
  return unwrapNonStandard(blocks).map((block) => {
    const source = get(block, "source");
    const entry = handlerFor(ANTHROPIC_SOURCES, get(block, "type"));
    if (entry !== undefined && isObject(source) && Object.hasOwn(source, "type")) {
      const convert = handlerFor(entry[1], source["type"] as PyJson);
      return convert === undefined ? nonStandard(block) : convert(entry[0], block, source);
    }
    return isKnown(block) ? block : nonStandard(block);
  });
}

// -- Google GenAI input parts ---------------------------------------------------------------------

/** GenAI's bytes as base64: JSON holds only strings (taken as they are); anything else is Python's
 * `TypeError` of `b64encode`. */
function genaiB64(data: PyJson): string {
  if (typeof data === "string") return data;
  throw new TypeError("a bytes-like object is required");
}

function genaiDocument(part: Block, document: Block): Block {
  const source = get(document, "source", {});
  const extras = without(document, ["format", "source"]);
  const kind = get(document, "format");
  let out: Block;
  if (kind === "pdf" && contains(source, "bytes")) {
    out = { type: "file", base64: genaiB64(subscript(source, "bytes")), mime_type: "application/pdf" };
  } else if (kind === "txt" && contains(source, "text")) {
    out = { type: "text-plain", text: subscript(source, "text"), mime_type: "text/plain" };
  } else {
    return nonStandard(part);
  }
  if (Object.keys(extras).length > 0) out["extras"] = extras;
  return out;
}

/** Python's `source[key]` after `key in source` held: a dict's value; on a string or list a `TypeError`. */
function subscript(source: PyJson, key: string): PyJson {
  if (isObject(source)) return need(source, key);
  throw new TypeError("indices must be integers or slices, not str");
}

function genaiImage(part: Block, image: Block): Block {
  const source = get(image, "source", {});
  if (!contains(source, "bytes")) return nonStandard(part);
  const out: Block = { type: "image", base64: genaiB64(subscript(source, "bytes")), mime_type: `image/${format(get(image, "format"))}` };
  const extras = without(image, ["format", "source"]);
  if (Object.keys(extras).length > 0) out["extras"] = extras;
  return out;
}

const genaiUntypedPart = untypedPartConverter(genaiDocument, genaiImage);

/** GenAI `executable_code` as a `server_tool_call` (shared with the GenAI translator). */
export function genaiCodeCall(block: Block): Block {
  return {
    type: "server_tool_call",
    name: "code_interpreter",
    args: { code: get(block, "executable_code", ""), language: get(block, "language", "python") },
    id: get(block, "id", ""),
  };
}

/** GenAI `code_execution_result` as a `server_tool_result` (shared with the GenAI translator). */
export function genaiCodeResult(block: Block, extras: Block): Block {
  const outcome = get(block, "outcome", 1);
  const out: Block = {
    type: "server_tool_result",
    tool_call_id: get(block, "tool_call_id", ""),
    status: pyEquals(outcome, 1) ? "success" : "error",
    output: get(block, "code_execution_result", ""),
  };
  let all = extras;
  if (outcome !== null) all = { ...extras, outcome };
  if (Object.keys(all).length > 0) out["extras"] = all;
  return out;
}

const GENAI_INPUT: Readonly<Record<string, (block: Block) => Block | undefined>> = {
  file_data: (block) => {
    if (!Object.hasOwn(block, "file_uri")) return undefined;
    const out: Block = { type: "file", url: block["file_uri"] as PyJson };
    if (pyTruthy(get(block, "mime_type"))) out["mime_type"] = get(block, "mime_type");
    return out;
  },
  function_call: (block) =>
    Object.hasOwn(block, "name")
      ? { type: "tool_call", name: block["name"] as PyJson, args: get(block, "args", {}), id: get(block, "id", "") }
      : undefined,
  executable_code: genaiCodeCall,
  code_execution_result: (block) => genaiCodeResult(block, {}),
};

function genaiInputPart(block: Block): Block | undefined {
  const converted = genaiUntypedPart(block);
  if (converted !== undefined) return converted;
  const convert = handlerFor(GENAI_INPUT, get(block, "type"));
  return convert === undefined ? undefined : convert(block);
}

// -- Bedrock Converse input blocks ----------------------------------------------------------------

/** Converse's bytes: JSON holds none, and Python's `b64encode` of a string is a `TypeError`. */
function converseB64(_data: PyJson): never {
  throw new TypeError("a bytes-like object is required, not 'str'");
}

function converseDocument(block: Block, document: Block): Block {
  const source = get(document, "source", {});
  let out: Block;
  if (get(document, "format") === "pdf") {
    if (!contains(source, "bytes")) return nonStandard(block);
    out = { type: "file", base64: converseB64(subscript(need(document, "source"), "bytes")), mime_type: "application/pdf" };
  } else if (need(document, "format") === "txt") {
    if (!contains(source, "text")) return nonStandard(block);
    out = { type: "text-plain", text: subscript(need(document, "source"), "text"), mime_type: "text/plain" };
  } else {
    return nonStandard(block);
  }
  return populateExtras(out, document, new Set(["format", "source"]));
}

function converseImage(block: Block, image: Block): Block {
  if (!contains(get(image, "source", {}), "bytes")) return nonStandard(block);
  const out: Block = { type: "image", base64: converseB64(subscript(need(image, "source"), "bytes")), mime_type: "" };
  return populateExtras(out, image, new Set(["format", "source"]));
}

const converseUntypedPart = untypedPartConverter(converseDocument, converseImage);

// -- the reading ----------------------------------------------------------------------------------

const INPUT_PASSES: readonly ((blocks: readonly Block[]) => Block[])[] = [
  convertV0Input,
  convertChatCompletionsInput,
  convertAnthropicInput,
  (blocks) => convertParts(blocks, genaiInputPart),
  (blocks) => convertParts(blocks, converseUntypedPart),
];

/**
 * Standard blocks from message content by best-effort parsing (no provider translator), as Python's
 * `chatschema.blocks.best_effort_content_blocks`: strings become `text` blocks, legacy v0 blocks and
 * the input parts of OpenAI Chat Completions, Anthropic, Google GenAI and Bedrock Converse are
 * converted, standard blocks are kept, others are wrapped as `non_standard`.
 *
 * @example
 * bestEffortContentBlocks(["Look:", { type: "image", source_type: "url", url: "https://example.com/a.png" }]);
 * // [{ type: "text", text: "Look:" }, { type: "image", url: "https://example.com/a.png" }]
 */
export function bestEffortContentBlocks(content: string | readonly unknown[]): Block[] {
  let blocks: Block[] = [];
  const items = typeof content === "string" ? (content ? [content] : []) : content;
  for (const item of items) {
    if (typeof item === "string") blocks.push({ type: "text", text: item });
    else if (isObject(item)) blocks.push(isKnown(item) && !Object.hasOwn(item, "source_type") ? item : nonStandard(item));
  }
  for (const pass of INPUT_PASSES) blocks = pass(blocks);
  return blocks;
}

function withReasoning(message: MessageLike, blocks: Block[]): Block[] {
  if (!blocks.some((block) => get(block, "type") === "reasoning")) {
    const reasoning = reasoningFromAdditionalKwargs(message);
    if (reasoning) blocks.unshift(reasoning);
  }
  return blocks;
}

function content(message: MessageLike): string | unknown[] {
  const value = message["content"];
  return Array.isArray(value) ? value : typeof value === "string" ? value : "";
}

type Which = "translateContent" | "translateContentChunk";

function v1OrTranslated(message: MessageLike, which: Which, options: ContentBlocksOptions): Block[] | undefined {
  const metadata = field(message, "response_metadata");
  const body = message["content"];
  if (get(metadata, "output_version") === "v1" && Array.isArray(body)) return body as Block[];
  const provider = get(metadata, "model_provider");
  if (!pyTruthy(provider) || typeof provider !== "string") return undefined;
  const translators = options.translators ?? {};
  const translator = Object.hasOwn(translators, provider) ? translators[provider] : undefined;
  return translator === undefined ? undefined : translator[which](message);
}

function aiBlocks(message: MessageLike, options: ContentBlocksOptions): Block[] {
  const translated = v1OrTranslated(message, "translateContent", options);
  if (translated !== undefined) return translated;
  const body = content(message);
  const blocks = bestEffortContentBlocks(body);
  const toolCalls = listField(message, "tool_calls");
  if (toolCalls.length > 0) appendMissingToolCalls(blocks, toolCalls, toolCallIds(body));
  return withReasoning(message, blocks);
}

const TOOL_CALL_TYPES = new Set(["tool_call", "invalid_tool_call"]);

function aiChunkBlocks(message: MessageLike, options: ContentBlocksOptions): Block[] {
  const translated = v1OrTranslated(message, "translateContentChunk", options);
  if (translated !== undefined) return translated;
  // As in LangChain, the chunk falls back to the AIMessage reading, which asks the provider's
  // translateContent once more.
  let blocks = aiBlocks(message, options);
  const chunks = listField(message, "tool_call_chunks");
  if (chunks.length > 0 && !pyTruthy(message["content"] as PyJson) && message["chunk_position"] !== "last") {
    blocks = blocks.filter((block) => !TOOL_CALL_TYPES.has(block["type"] as string));
    for (const chunk of chunks) blocks.push(toolCallChunkBlock(chunk));
  }
  return withReasoning(message, blocks);
}

/**
 * The standard (v1) content blocks of a message, as Python's `message.content_blocks`: for an AI
 * message with `response_metadata.output_version` `"v1"` and list content, that list itself; for an
 * AI message whose `response_metadata.model_provider` has a translator in `options.translators`,
 * what the translator gives; otherwise the best-effort reading of the content (see
 * `bestEffortContentBlocks`), with an AI message's tool calls appended (those whose id no
 * `tool_call` block holds), a chunk's tool call chunks, and `additional_kwargs.reasoning_content`
 * as a first `reasoning` block. New blocks made from provider parts get a fresh `lc_<uuid4>` id.
 *
 * @example
 * contentBlocks({ type: "ai", content: "It is 4.", additional_kwargs: { reasoning_content: "2+2" },
 *   tool_calls: [{ type: "tool_call", name: "calc", args: { x: "2+2" }, id: "c1" }] });
 * // [{ type: "reasoning", reasoning: "2+2" }, { type: "text", text: "It is 4." },
 * //  { type: "tool_call", id: "c1", name: "calc", args: { x: "2+2" } }]
 */
export function contentBlocks(message: AnyMessage, options: ContentBlocksOptions = {}): Block[] {
  // blocks in langchainjs's spelling are read as Python's (a chatschema superset of LangChain)
  const m = withPythonContent(message as unknown as MessageLike);
  if (m["type"] === "ai") return aiBlocks(m, options);
  if (m["type"] === "AIMessageChunk") return aiChunkBlocks(m, options);
  return bestEffortContentBlocks(content(m));
}
