// The Anthropic translator of `contentBlocks` (Python's chatschema.blocks._anthropic): the standard
// blocks of an AI message or chunk whose `response_metadata.model_provider` is "anthropic".

import {
  type Block,
  get,
  handlerFor,
  isChunk,
  isIsolatedChunk,
  isObject,
  listField,
  type MessageLike,
  need,
  field,
  nonStandardWithIndex,
  onlyToolCallChunkBlock,
  populateExtras,
  textHandler,
  toolUseCall,
  withIndex,
} from "./blockParts.js";
import type { Translator } from "./contentBlocks.js";
import { type PyJson, pyEquals, pyTruthy } from "./pyRepr.js";

const DOCUMENT_LOCATIONS = new Set(["char_location", "content_block_location", "page_location", "search_result_location"]);

function annotation(citation: Block): Block {
  const kind = get(citation, "type");
  let out: Block;
  let known: string[];
  if (kind === "web_search_result_location") {
    if (!Object.hasOwn(citation, "cited_text") || !Object.hasOwn(citation, "url")) return { type: "non_standard_annotation", value: citation };
    out = { type: "citation", cited_text: citation["cited_text"] as PyJson, url: citation["url"] as PyJson };
    if (pyTruthy(get(citation, "title"))) out["title"] = get(citation, "title");
    known = ["type", "cited_text", "url", "title", "index", "extras"];
  } else if (typeof kind === "string" && DOCUMENT_LOCATIONS.has(kind)) {
    if (!Object.hasOwn(citation, "cited_text")) return { type: "non_standard_annotation", value: citation };
    out = { type: "citation", cited_text: citation["cited_text"] as PyJson };
    if (Object.hasOwn(citation, "document_title")) out["title"] = citation["document_title"] as PyJson;
    else if (pyTruthy(get(citation, "title"))) out["title"] = get(citation, "title");
    known = ["type", "cited_text", "document_title", "title", "index", "extras"];
  } else {
    return { type: "non_standard_annotation", value: citation };
  }
  return populateExtras(out, citation, new Set(known));
}

type Handler = (message: MessageLike, block: Block) => Block[];

function refusal(_message: MessageLike, block: Block): Block[] {
  const out: Block = { type: "refusal", refusal: get(block, "refusal", "") };
  const extras = get(block, "extras");
  if (pyTruthy(extras)) out["extras"] = isObject(extras) ? { ...extras } : extras;
  return [withIndex(out, block)];
}

/** The `refusal` block for a response that stopped with `stop_reason` "refusal". */
function refusalFromStopDetails(metadata: Block): Block {
  const found = get(metadata, "stop_details");
  const details = isObject(found) ? found : {};
  const explanation = get(details, "explanation");
  const out: Block = { type: "refusal", refusal: pyTruthy(explanation) ? explanation : "" };
  const category = get(details, "category");
  if (pyTruthy(category)) out["extras"] = { category };
  return out;
}

function thinking(_message: MessageLike, block: Block): Block[] {
  const out = withIndex({ type: "reasoning", reasoning: get(block, "thinking", "") }, block);
  return [populateExtras(out, block, new Set(["type", "thinking", "index", "extras"]))];
}

function toolUse(message: MessageLike, block: Block): Block[] {
  const out = isIsolatedChunk(message) ? onlyToolCallChunkBlock(message) : withIndex(toolUseCall(message, block), block);
  for (const key of ["caller", "toolset_name"]) {
    if (!Object.hasOwn(block, key)) continue;
    if (!isObject(out["extras"])) out["extras"] = {};
    (out["extras"] as Block)[key] = block[key] as PyJson;
  }
  return [out];
}

function inputJsonDelta(message: MessageLike, block: Block): Block[] {
  if (listField(message, "tool_call_chunks").length === 1) return [onlyToolCallChunkBlock(message)];
  return [withIndex({ type: "server_tool_call_chunk", args: get(block, "partial_json", "") }, block)];
}

/** The first chunk of a streamed server tool call: empty input, no JSON yet. */
function startsStream(message: MessageLike, block: Block): boolean {
  return isChunk(message) && pyEquals(get(block, "input"), {}) && !Object.hasOwn(block, "partial_json") && message["chunk_position"] !== "last";
}

/** Python's `json.loads` for the server call's `partial_json` (undefined where it fails to decode). */
function loads(text: PyJson): PyJson | undefined {
  if (typeof text !== "string") throw new TypeError("the JSON object must be str, bytes or bytearray");
  try {
    return JSON.parse(text) as PyJson;
  } catch {
    return undefined;
  }
}

function serverCall(block: Block, name: PyJson, extras: Block, streaming: boolean): Block {
  let out: Block;
  let known: string[];
  if (streaming) {
    out = { type: "server_tool_call_chunk", name, args: "", id: get(block, "id", "") };
    known = ["type", "name", "input", "id", "index"];
  } else {
    out = { type: "server_tool_call", name, args: get(block, "input", {}), id: get(block, "id", "") };
    if (pyEquals(get(block, "input"), {}) && Object.hasOwn(block, "partial_json")) {
      const parsed = loads(block["partial_json"] as PyJson);
      if (isObject(parsed)) out["args"] = parsed;
    }
    known = ["type", "name", "input", "partial_json", "id", "index"];
  }
  if (Object.keys(extras).length > 0) out["extras"] = extras;
  return populateExtras(withIndex(out, block), block, new Set(known));
}

function serverToolUse(message: MessageLike, block: Block): Block[] {
  const name = get(block, "name") === "code_execution" ? "code_interpreter" : get(block, "name", "");
  return [serverCall(block, name, {}, startsStream(message, block))];
}

function mcpToolUse(message: MessageLike, block: Block): Block[] {
  const extras: Block = Object.hasOwn(block, "name") ? { tool_name: block["name"] as PyJson } : {};
  return [serverCall(block, "remote_mcp", extras, startsStream(message, block))];
}

function toolResult(_message: MessageLike, block: Block): Block[] {
  const out: Block = { type: "server_tool_result", tool_call_id: get(block, "tool_use_id", ""), status: "success", extras: { block_type: need(block, "type") } };
  const output = get(block, "content", []);
  if (pyTruthy(output)) {
    out["output"] = output;
    if (isObject(output) && pyTruthy(get(output, "error_code"))) out["status"] = "error";
  }
  if (pyTruthy(get(block, "is_error"))) out["status"] = "error";
  return [populateExtras(withIndex(out, block), block, new Set(["type", "tool_use_id", "content", "is_error", "index"]))];
}

const OUTPUT: Readonly<Record<string, readonly [((m: MessageLike) => boolean) | null, Handler]>> = {
  text: [null, textHandler(annotation)],
  refusal: [null, refusal],
  thinking: [null, thinking],
  tool_use: [null, toolUse],
  input_json_delta: [isChunk, inputJsonDelta],
  server_tool_use: [null, serverToolUse],
  mcp_tool_use: [null, mcpToolUse],
};

function translate(message: MessageLike): Block[] {
  const content = message["content"];
  const items: unknown[] = typeof content === "string" ? [{ type: "text", text: content }] : Array.isArray(content) ? content : [];
  const out: Block[] = [];
  for (const block of items) {
    if (!isObject(block)) continue;
    const kind = get(block, "type");
    const entry = handlerFor(OUTPUT, kind);
    if (entry !== undefined && (entry[0] === null || entry[0](message))) out.push(...entry[1](message, block));
    else if (typeof kind === "string" && kind.endsWith("_tool_result")) out.push(...toolResult(message, block));
    else out.push(nonStandardWithIndex(block));
  }
  const metadata = field(message, "response_metadata");
  if (get(metadata, "stop_reason") === "refusal" && !out.some((block) => block["type"] === "refusal")) {
    out.push(refusalFromStopDetails(metadata));
  }
  return out;
}

/** The Anthropic translator: the same reading for messages and chunks. */
export const ANTHROPIC: Translator = { translateContent: translate, translateContentChunk: translate };
