// The Amazon Bedrock translators of `contentBlocks`: Bedrock Converse (Python's
// chatschema.blocks._bedrock_converse, `model_provider` "bedrock_converse") and Bedrock InvokeModel
// (chatschema.blocks._bedrock, "bedrock"), whose Claude models answer in Anthropic's format.

import {
  appendMissingToolCalls,
  type Block,
  field,
  get,
  handlerFor,
  isChunk,
  isIsolatedChunk,
  isObject,
  listField,
  type MessageLike,
  nonStandardWithIndex,
  onlyToolCallChunkBlock,
  populateExtras,
  pyItems,
  textHandler,
  toolCallChunkBlock,
  toolCallIds,
  toolUseCall,
  withIndex,
} from "./blockParts.js";
import { ANTHROPIC } from "./blocksAnthropic.js";
import type { Translator } from "./contentBlocks.js";
import { type PyJson, pyTruthy } from "./pyRepr.js";

function citation(cited: Block): Block {
  const out: Block = { type: "citation" };
  if (Object.hasOwn(cited, "title")) out["title"] = cited["title"] as PyJson;
  const source = get(cited, "source_content");
  if (pyTruthy(source) && Array.isArray(source) && source.every(isObject)) {
    out["cited_text"] = (source as Block[])
      .map((item) => {
        const text = get(item, "text", "");
        if (typeof text !== "string") throw new TypeError("sequence item: expected str instance");
        return text;
      })
      .join("");
  }
  return populateExtras(out, cited, new Set(["type", "source_content", "title", "index", "extras"]));
}

function reasoning(_message: MessageLike, block: Block): Block[] {
  const out: Block = { type: "reasoning" };
  const content = get(block, "reasoning_content");
  if (pyTruthy(content)) {
    if (!isObject(content)) throw new TypeError(`'${typeof content}' object has no attribute 'get'`);
    if (pyTruthy(get(content, "text"))) out["reasoning"] = get(content, "text");
    for (const key of ["signature", "redacted_content"]) {
      if (!pyTruthy(get(content, key))) continue;
      if (!isObject(out["extras"])) out["extras"] = {};
      (out["extras"] as Block)[key] = get(content, key);
    }
  }
  withIndex(out, block);
  return [populateExtras(out, block, new Set(["type", "reasoning_content", "index", "extras"]))];
}

function toolUse(message: MessageLike, block: Block): Block[] {
  if (isIsolatedChunk(message)) return [onlyToolCallChunkBlock(message)];
  return [withIndex(toolUseCall(message, block), block)];
}

type Handler = (message: MessageLike, block: Block) => Block[];

const OUTPUT: Readonly<Record<string, readonly [((m: MessageLike) => boolean) | null, Handler]>> = {
  text: [null, textHandler(citation)],
  reasoning_content: [null, reasoning],
  tool_use: [null, toolUse],
  input_json_delta: [(m) => isChunk(m) && listField(m, "tool_call_chunks").length === 1, (m) => [onlyToolCallChunkBlock(m)]],
};

/** A streamed chunk that carries only metadata: empty string content, no kwargs, no tool calls. */
function onlyMetadata(message: MessageLike): boolean {
  return message["content"] === "" && !pyTruthy(field(message, "additional_kwargs")) && listField(message, "tool_calls").length === 0;
}

function translateConverse(message: MessageLike): Block[] {
  if (onlyMetadata(message)) return [];
  const content = message["content"];
  const items: PyJson[] = typeof content === "string" ? [{ type: "text", text: content }] : pyItems((content ?? []) as PyJson);
  const out: Block[] = [];
  for (const block of items) {
    if (!isObject(block)) continue;
    const entry = handlerFor(OUTPUT, get(block, "type"));
    if (entry !== undefined && (entry[0] === null || entry[0](message))) out.push(...entry[1](message, block));
    else out.push(nonStandardWithIndex(block));
  }
  return out;
}

/** The Bedrock Converse translator: the same reading for messages and chunks. */
export const BEDROCK_CONVERSE: Translator = { translateContent: translateConverse, translateContentChunk: translateConverse };

/** Bedrock InvokeModel: Claude models only (others are declined, to the best-effort reading). */
function translateBedrock(message: MessageLike): Block[] | undefined {
  const name = get(field(message, "response_metadata"), "model_name", "");
  if (typeof name !== "string") throw new TypeError(`'${typeof name}' object has no attribute 'lower'`);
  if (!name.toLowerCase().includes("claude")) return undefined;
  const blocks = ANTHROPIC.translateContent(message) ?? [];
  return appendMissingToolCalls(blocks, listField(message, "tool_calls"), toolCallIds(blocks));
}

/** Bedrock InvokeModel chunks (any model): Anthropic's reading, then the tool call chunks of a
 * chunk with no content that is not the last. */
function translateBedrockChunk(message: MessageLike): Block[] {
  if (onlyMetadata(message)) return [];
  const blocks = ANTHROPIC.translateContentChunk(message) ?? [];
  const chunks = listField(message, "tool_call_chunks");
  if (chunks.length > 0 && !pyTruthy(message["content"] as PyJson) && message["chunk_position"] !== "last") {
    blocks.push(...chunks.map(toolCallChunkBlock));
  }
  return blocks;
}

/** The Bedrock (InvokeModel) translator. */
export const BEDROCK: Translator = { translateContent: translateBedrock, translateContentChunk: translateBedrockChunk };
