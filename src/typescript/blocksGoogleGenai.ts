// The Google GenAI translator of `contentBlocks` (Python's chatschema.blocks._google_genai): the
// standard blocks of an AI message or chunk whose `response_metadata.model_provider` is
// "google_genai" or "google_vertexai".

import {
  appendMissingToolCalls,
  type Block,
  field,
  get,
  handlerFor,
  isObject,
  listField,
  type MessageLike,
  newId,
  nonStandard,
  pyItems,
  toolCallIds,
} from "./blockParts.js";
import { genaiCodeCall, genaiCodeResult, type Translator } from "./contentBlocks.js";
import { type PyJson, pyStr, pyTruthy } from "./pyRepr.js";

/** Python's `a or b`. */
const or = (a: PyJson, b: PyJson): PyJson => (pyTruthy(a) ? a : b);

/** Python's `d.get(key, default)` on a value that must be a dict (else Python's `AttributeError`). */
function dictGet(value: PyJson, key: string, fallback: PyJson = null): PyJson {
  if (!isObject(value)) throw new TypeError(`'${typeof value}' object has no attribute 'get'`);
  return get(value, key, fallback);
}

/** Citations from Gemini's grounding metadata: one per (support, grounding chunk) pair. */
function groundingCitations(metadata: Block): Block[] {
  const chunks = pyItems(get(metadata, "grounding_chunks", []));
  const queries = get(metadata, "web_search_queries", []);
  const citations: Block[] = [];
  for (const support of pyItems(get(metadata, "grounding_supports", []))) {
    const segment = dictGet(support, "segment", {});
    for (const position of pyItems(dictGet(support, "grounding_chunk_indices", []))) {
      const at = position as number;
      if (!(at < chunks.length)) continue;
      const chunk = chunks[at < 0 ? chunks.length + at : at];
      if (chunk === undefined) throw new RangeError("list index out of range");
      const web = or(dictGet(chunk, "web"), {});
      const maps = or(dictGet(chunk, "maps"), {});
      const meta: Block = {
        web_search_queries: queries,
        grounding_chunk_index: position,
        confidence_scores: or(dictGet(support, "confidence_scores"), []),
      };
      if (pyTruthy(dictGet(maps, "placeId"))) meta["place_id"] = dictGet(maps, "placeId");
      const citation: Block = { type: "citation", id: newId() };
      const fields: [string, PyJson][] = [
        ["url", or(dictGet(maps, "uri"), dictGet(web, "uri"))],
        ["title", or(dictGet(maps, "title"), dictGet(web, "title"))],
        ["start_index", dictGet(segment, "start_index")],
        ["end_index", dictGet(segment, "end_index")],
        ["cited_text", dictGet(segment, "text")],
      ];
      for (const [key, value] of fields) if (value !== null) citation[key] = value;
      citation["extras"] = { google_ai_metadata: meta };
      citations.push(citation);
    }
  }
  return citations;
}

/** Python's `base64.b64decode(text, validate=True)` succeeding. */
const isBase64 = (text: string): boolean => text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);

function imageUrl(item: Block): Block {
  const url = dictGet(get(item, "image_url", {}), "url", "");
  if (!pyTruthy(url)) throw new RangeError("Image URL not a data URI; appending as non-standard block.");
  if (typeof url !== "string") throw new TypeError("expected string or bytes-like object");
  const found = /^data:([^;]+);base64,([^\n]+)/.exec(url);
  if (found) return { type: "image", base64: found[2] as string, mime_type: found[1] as string };
  // Raw base64: Python names its media type only where the optional `filetype` package can tell
  // it from the bytes; TypeScript does not guess (docs/compat.md).
  return isBase64(url) ? { type: "image", base64: url } : nonStandard(item);
}

const OUTPUT: Readonly<Record<string, (item: Block) => Block>> = {
  image_url: imageUrl,
  function_call: (item) => ({ type: "tool_call", name: get(item, "name", ""), args: get(item, "args", {}), id: get(item, "id", "") }),
  file_data: (item) => {
    const out: Block = { type: "file", url: get(item, "file_uri", "") };
    if (pyTruthy(get(item, "mime_type"))) out["mime_type"] = get(item, "mime_type");
    return out;
  },
  thinking: (item) => {
    const out: Block = { type: "reasoning", reasoning: get(item, "thinking", "") };
    if (pyTruthy(get(item, "signature"))) out["extras"] = { signature: get(item, "signature") };
    return out;
  },
  executable_code: genaiCodeCall,
  code_execution_result: (item) => genaiCodeResult(item, { block_type: "code_execution_result" }),
  text: (item) => item,
};

function indexOf(message: MessageLike): (id: PyJson) => PyJson | undefined {
  const indices = new Map<PyJson, string>();
  for (const chunk of listField(message, "tool_call_chunks")) {
    if (pyTruthy(get(chunk, "id")) && get(chunk, "index") !== null) indices.set(get(chunk, "id"), `lc_tc_${pyStr(get(chunk, "index"))}`);
  }
  return (id) => indices.get(id);
}

/** Put citations from the grounding metadata on the first text block (a new object). */
function addGrounding(message: MessageLike, blocks: Block[]): void {
  const metadata = get(field(message, "response_metadata"), "grounding_metadata");
  if (!pyTruthy(metadata)) return;
  const citations = groundingCitations(metadata as Block);
  const position = blocks.findIndex((block) => block["type"] === "text");
  if (position >= 0 && citations.length > 0) blocks[position] = { ...(blocks[position] as Block), annotations: citations };
}

const REFUSAL_FINISH_REASONS = new Set(["SAFETY", "PROHIBITED_CONTENT", "BLOCKLIST"]);

/** The member name of a reason written `"FinishReason.X"` or `"X"`. */
function reasonName(reason: PyJson): string | undefined {
  if (!pyTruthy(reason)) return undefined;
  const text = pyStr(reason);
  return text.slice(text.lastIndexOf(".") + 1);
}

/** The `refusal` block for a response Gemini blocked, if it did. */
function refusal(message: MessageLike): Block[] {
  const metadata = field(message, "response_metadata");
  const extras: Block = {};
  const finish = reasonName(get(metadata, "finish_reason"));
  if (finish !== undefined && REFUSAL_FINISH_REASONS.has(finish)) extras["finish_reason"] = finish;
  const feedback = get(metadata, "prompt_feedback");
  if (isObject(feedback)) {
    const blocked = reasonName(get(feedback, "block_reason"));
    if (blocked && blocked !== "BLOCKED_REASON_UNSPECIFIED") extras["block_reason"] = blocked;
  }
  if (Object.keys(extras).length === 0) return [];
  return [{ type: "refusal", refusal: or(get(metadata, "finish_message"), ""), extras }];
}

function appendToolCalls(message: MessageLike, blocks: Block[]): void {
  appendMissingToolCalls(blocks, listField(message, "tool_calls"), toolCallIds(blocks), [], indexOf(message));
}

function translate(message: MessageLike): Block[] {
  const content = message["content"];
  // `additional_kwargs.audio` becomes an audio block only as bytes, which JSON does not hold.
  if (typeof content === "string") {
    const blocks: Block[] = content ? [{ type: "text", text: content }] : [];
    appendToolCalls(message, blocks);
    addGrounding(message, blocks);
    return [...blocks, ...refusal(message)];
  }
  const blocks: Block[] = [];
  for (const item of Array.isArray(content) ? (content as PyJson[]) : []) {
    let block: Block;
    if (typeof item === "string") block = { type: "text", text: item };
    else if (!isObject(item)) block = nonStandard(item);
    else {
      const convert = handlerFor(OUTPUT, get(item, "type"));
      block = convert === undefined ? nonStandard(item) : convert(item);
    }
    if (isObject(item) && get(item, "index") !== null && !Object.hasOwn(block, "index")) block["index"] = get(item, "index");
    blocks.push(block);
  }
  addGrounding(message, blocks);
  appendToolCalls(message, blocks);
  return [...blocks, ...refusal(message)];
}

/** The Google GenAI translator: the same reading for messages and chunks. */
export const GOOGLE_GENAI: Translator = { translateContent: translate, translateContentChunk: translate };
