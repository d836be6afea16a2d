// The OpenAI translator of `contentBlocks` (Python's chatschema.blocks._openai): the standard blocks
// of an AI message or chunk whose `response_metadata.model_provider` is "openai". String content is
// Chat Completions output; list content is Responses API output, langchain-openai 0.3 messages
// first put in Responses order.

import {
  type Block,
  field,
  get,
  handlerFor,
  isIsolatedChunk,
  isKnown,
  isObject,
  listField,
  type MessageLike,
  need,
  nonStandard,
  populateExtras,
  toolCallBlock,
  toolCallChunkBlock,
} from "./blockParts.js";
import type { Translator } from "./contentBlocks.js";
import { type PyJson, pyEquals, pyJsonDumps, pyStr, pyTruthy } from "./pyRepr.js";

type Items = PyJson[];

const ensureExtras = (block: Block): Block => {
  if (!isObject(block["extras"])) block["extras"] = {};
  return block["extras"] as Block;
};


// -- Chat Completions output ----------------------------------------------------------------------

const textOf = (content: string): Block[] => (content ? [{ type: "text", text: content }] : []);

function refusalOf(message: MessageLike): Block[] {
  const refusal = get(field(message, "additional_kwargs"), "refusal");
  return pyTruthy(refusal) ? [{ type: "refusal", refusal }] : [];
}

/** Chat Completions output: the text, the tool calls (for a chunk not the last, its tool call
 * chunks), then a refusal. */
function fromChatCompletions(message: MessageLike, content: string, chunk: boolean): Block[] {
  let calls: Block[];
  if (!chunk || message["chunk_position"] === "last") calls = listField(message, "tool_calls").map(toolCallBlock);
  else calls = listField(message, "tool_call_chunks").map(toolCallChunkBlock);
  return [...textOf(content), ...calls, ...refusalOf(message)];
}

// -- langchain-openai 0.3 messages ----------------------------------------------------------------

const CALL_IDS_KEY = "__openai_function_call_ids__";
const V03_KWARGS = ["reasoning", "tool_outputs", "refusal", CALL_IDS_KEY];
const V03_ORDER = [
  "reasoning",
  "code_interpreter_call",
  "mcp_call",
  "image_generation_call",
  "text",
  "refusal",
  "function_call",
  "computer_call",
  "mcp_list_tools",
  "mcp_approval_request",
];

function isV03(message: MessageLike, content: Items): boolean {
  if (!content.every(isObject)) return false;
  const kwargs = field(message, "additional_kwargs");
  if (V03_KWARGS.some((key) => Object.hasOwn(kwargs, key))) return true;
  const id = message["id"];
  const responseId = get(field(message, "response_metadata"), "id");
  return typeof id === "string" && id.startsWith("msg_") && typeof responseId === "string" && responseId.startsWith("resp_");
}

function v03FunctionCalls(message: MessageLike): Block[] {
  const ids = get(field(message, "additional_kwargs"), CALL_IDS_KEY);
  let sources: [PyJson, PyJson, PyJson][];
  if (isIsolatedChunk(message)) {
    const chunk = listField(message, "tool_call_chunks")[0] as Block;
    sources = [[get(chunk, "name"), get(chunk, "args"), get(chunk, "id")]];
  } else {
    sources = listField(message, "tool_calls").map((call) => [need(call, "name"), pyJsonDumps(need(call, "args")), need(call, "id")]);
  }
  return sources.map(([name, args, callId]) => {
    const call: Block = { type: "function_call", name, arguments: args, call_id: callId };
    if (ids !== null) {
      if (!isObject(ids)) throw new TypeError(`'${typeof ids}' object has no attribute 'get'`);
      const itemId = typeof callId === "string" ? get(ids, callId) : null;
      if (pyTruthy(itemId)) call["id"] = itemId;
    }
    return call;
  });
}

function v03Content(message: MessageLike, content: Items): Items {
  if (!isV03(message, content)) return [...content];
  const buckets = new Map<string, Items>(V03_ORDER.map((key) => [key, []]));
  const unknown: Items = [];
  const kwargs = field(message, "additional_kwargs");
  const reasoning = get(kwargs, "reasoning");
  if (pyTruthy(reasoning)) {
    const r = reasoning as Block;
    buckets.get("reasoning")?.push(Object.hasOwn(r, "type") ? r : { ...r, type: "reasoning" });
  }
  const refusal = get(kwargs, "refusal");
  if (pyTruthy(refusal)) buckets.get("refusal")?.push({ type: "refusal", refusal });
  const id = message["id"];
  for (const block of content) {
    if (isObject(block) && get(block, "type") === "text") {
      const text: Block = { ...block };
      if (typeof id === "string" && id.startsWith("msg_")) text["id"] = id;
      buckets.get("text")?.push(text);
    } else unknown.push(block);
  }
  buckets.set("function_call", v03FunctionCalls(message));
  for (const output of get(kwargs, "tool_outputs", []) as Items) {
    const tag = isObject(output) ? get(output, "type") : null;
    const bucket = typeof tag === "string" && tag ? buckets.get(tag) : undefined;
    if (bucket) bucket.push(output);
    else unknown.push(output);
  }
  return [...V03_ORDER.flatMap((key) => buckets.get(key) ?? []), ...unknown];
}

// -- Responses API output ---------------------------------------------------------------------------

interface Context {
  readonly message: MessageLike;
  readonly content: Items;
}

type Handler = (ctx: Context, block: Block) => Block[];

function citation(annotation: Block): Block {
  let out: Block;
  let known: string[];
  if (get(annotation, "type") === "url_citation") {
    known = ["type", "url", "title", "cited_text", "start_index", "end_index"];
    out = {};
    for (const key of ["end_index", "start_index", "title"]) if (Object.hasOwn(annotation, key)) out[key] = annotation[key] as PyJson;
    out["type"] = "citation";
    out["url"] = need(annotation, "url");
  } else if (get(annotation, "type") === "file_citation") {
    known = ["type", "title", "cited_text", "start_index", "end_index", "filename"];
    out = { type: "citation" };
    if (Object.hasOwn(annotation, "filename")) out["title"] = annotation["filename"] as PyJson;
  } else {
    return { type: "non_standard_annotation", value: annotation };
  }
  for (const [key, value] of Object.entries(annotation)) if (!known.includes(key)) ensureExtras(out)[key] = value;
  return out;
}

function text(_ctx: Context, block: Block): Block[] {
  if (!Object.hasOwn(block, "text")) block["text"] = "";
  if (Object.hasOwn(block, "annotations")) block["annotations"] = (block["annotations"] as Block[]).map(citation);
  if (Object.hasOwn(block, "index")) block["index"] = `lc_txt_${pyStr(block["index"] as PyJson)}`;
  return [block];
}

const REFUSAL_OWN_KEYS = ["type", "refusal", "id", "index", "extras"];

function refusal(_ctx: Context, block: Block): Block[] {
  const out: Block = { type: "refusal", refusal: get(block, "refusal", "") };
  for (const key of ["id", "index"]) if (Object.hasOwn(block, key)) out[key] = block[key] as PyJson;
  let extras: Block = Object.fromEntries(Object.entries(block).filter(([key]) => !REFUSAL_OWN_KEYS.includes(key)));
  if (pyTruthy(get(block, "extras"))) extras = { ...(block["extras"] as Block), ...extras };
  if (Object.keys(extras).length > 0) out["extras"] = extras;
  return [out];
}

/** `"lc_rs_"` and the hex of the UTF-8 bytes of `f"{index}_{part}"` (a lone surrogate cannot be
 * encoded: Python's `UnicodeEncodeError`, a `ValueError`). */
function summaryIndex(index: PyJson, part: PyJson): string {
  let hex = "lc_rs_";
  for (const ch of `${pyStr(index)}_${pyStr(part)}`) {
    const cp = ch.codePointAt(0) as number;
    if (cp >= 0xd800 && cp <= 0xdfff) throw new RangeError("'utf-8' codec can't encode character: surrogates not allowed");
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    for (const b of bytes) hex += b.toString(16).padStart(2, "0");
  }
  return hex;
}

const REASONING_KNOWN = ["type", "reasoning", "id", "index"];

function reasoning(_ctx: Context, block: Block): Block[] {
  if (!Object.hasOwn(block, "summary")) return [block];
  const unknown = Object.keys(block).filter((key) => key !== "summary" && !REASONING_KNOWN.includes(key));
  if (unknown.length > 0) {
    // An item with its own `extras` is Python's KeyError, as in LangChain: the fresh `extras` is
    // itself moved before it can be filled.
    if (unknown.includes("extras")) throw new TypeError("KeyError: 'extras'");
    block["extras"] = {};
    for (const key of unknown) {
      const value = block[key] as PyJson;
      delete block[key];
      (block["extras"] as Block)[key] = value;
    }
  }
  const summary = block["summary"] as PyJson;
  if (!pyTruthy(summary)) {
    const rest: Block = Object.fromEntries(Object.entries(block).filter(([key]) => key !== "summary"));
    if (Object.hasOwn(rest, "index")) rest["index"] = summaryIndex(rest["index"] as PyJson, 0);
    return [rest];
  }
  const common: Block = Object.fromEntries(Object.entries(block).filter(([key]) => REASONING_KNOWN.includes(key)));
  const firstOnly = get(block, "extras");
  delete block["extras"];
  return (summary as Block[]).map((part, position) => {
    const out: Block = { ...common, reasoning: get(part, "text", "") };
    if (position === 0 && pyTruthy(firstOnly)) Object.assign(out, firstOnly); // spread onto the block, as LangChain does
    if (Object.hasOwn(out, "index")) out["index"] = summaryIndex(out["index"] as PyJson, get(part, "index", 0));
    return out;
  });
}

function imageGeneration(_ctx: Context, block: Block): Block[] {
  const out: Block = { type: "image", base64: need(block, "result") };
  if (pyTruthy(get(block, "output_format"))) out["mime_type"] = `image/${pyStr(get(block, "output_format"))}`;
  if (Object.hasOwn(block, "id")) out["id"] = block["id"] as PyJson;
  if (Object.hasOwn(block, "index")) out["index"] = `lc_img_${pyStr(block["index"] as PyJson)}`;
  for (const key of ["status", "background", "output_format", "quality", "revised_prompt", "size"]) {
    if (Object.hasOwn(block, key)) ensureExtras(out)[key] = block[key] as PyJson;
  }
  return [out];
}

function functionCall(ctx: Context, block: Block): Block[] {
  const message = ctx.message;
  const callId = get(block, "call_id", "");
  let found: Block | undefined;
  if (isIsolatedChunk(message)) found = { ...(listField(message, "tool_call_chunks")[0] as Block) };
  else if (pyTruthy(callId)) {
    const call = listField(message, "tool_calls").find((c) => pyEquals(get(c, "id"), callId));
    if (call !== undefined) found = toolCallBlock(call);
    else {
      const invalid = listField(message, "invalid_tool_calls").find((c) => pyEquals(get(c, "id"), callId));
      if (invalid !== undefined) found = { ...invalid };
    }
  }
  if (found === undefined || Object.keys(found).length === 0) return [];
  if (isObject(found["extras"])) found["extras"] = { ...found["extras"] };
  if (Object.hasOwn(block, "id")) ensureExtras(found)["item_id"] = block["id"] as PyJson;
  if (Object.hasOwn(block, "index")) found["index"] = `lc_tc_${pyStr(block["index"] as PyJson)}`;
  for (const key of ["status", "namespace", "async"]) if (Object.hasOwn(block, key)) ensureExtras(found)[key] = block[key] as PyJson;
  return [found];
}

/** The `index` of a result that follows its call: only for integer indexes (booleans included). */
function resultIndex(block: Block, prefix: string, step: number): Block {
  const index = get(block, "index");
  if (!Object.hasOwn(block, "index") || !(typeof index === "boolean" || Number.isInteger(index))) return {};
  return { index: step ? `${prefix}${Number(index) + step}` : `${prefix}${pyStr(index)}` };
}

/** The fields a Responses `status` becomes on a server tool result. */
function statusFrom(value: PyJson): Block {
  if (value === "failed") return { status: "error" };
  if (value === "completed") return { status: "success" };
  return pyTruthy(value) ? { extras: { status: value } } : {};
}

function copyOthers(target: Block, block: Block, known: readonly string[], into?: "extras"): void {
  for (const [key, value] of Object.entries(block)) {
    if (known.includes(key)) continue;
    if (into) ensureExtras(target)[key] = value;
    else target[key] = value;
  }
}

function webSearch(ctx: Context, block: Block): Block[] {
  const id = need(block, "id");
  const call: Block = { type: "server_tool_call", name: "web_search", args: {}, id };
  if (Object.hasOwn(block, "index")) call["index"] = `lc_wsc_${pyStr(block["index"] as PyJson)}`;
  let sources: PyJson = null;
  const action = get(block, "action");
  if (isObject(action)) {
    sources = get(action, "sources");
    call["args"] = Object.fromEntries(Object.entries(action).filter(([key]) => key !== "sources"));
  }
  copyOthers(call, block, ["type", "id", "action", "status", "index"]);
  const answered = ctx.content.some((other) => isObject(other) && get(other, "type") === "web_search_result" && pyEquals(get(other, "id"), id));
  if (answered) return [call];
  const result: Block = { type: "server_tool_result", tool_call_id: id };
  if (pyTruthy(sources)) result["output"] = { sources };
  Object.assign(result, statusFrom(get(block, "status")), resultIndex(block, "lc_wsr_", 1));
  return [call, result];
}

function fileSearch(_ctx: Context, block: Block): Block[] {
  const id = need(block, "id");
  const call: Block = { type: "server_tool_call", name: "file_search", id, args: { queries: get(block, "queries", []) } };
  if (Object.hasOwn(block, "index")) call["index"] = `lc_fsc_${pyStr(block["index"] as PyJson)}`;
  copyOthers(call, block, ["type", "id", "queries", "results", "status", "index"]);
  const result: Block = { type: "server_tool_result", tool_call_id: id };
  if (pyTruthy(get(block, "results"))) result["output"] = get(block, "results");
  Object.assign(result, statusFrom(get(block, "status")), resultIndex(block, "lc_fsr_", 1));
  return [call, result];
}

function codeInterpreter(_ctx: Context, block: Block): Block[] {
  const id = need(block, "id");
  const call: Block = { type: "server_tool_call", name: "code_interpreter", id };
  if (Object.hasOwn(block, "code")) call["args"] = { code: block["code"] as PyJson };
  if (Object.hasOwn(block, "index")) call["index"] = `lc_cic_${pyStr(block["index"] as PyJson)}`;
  copyOthers(call, block, ["type", "id", "outputs", "status", "code", "extras", "index"], "extras");
  const result: Block = { type: "server_tool_result", tool_call_id: id };
  if (Object.hasOwn(block, "outputs")) result["output"] = block["outputs"] as PyJson;
  Object.assign(result, statusFrom(get(block, "status")), resultIndex(block, "lc_cir_", 1));
  return [call, result];
}

function mcpResult(block: Block, outputKey: string, indexPrefix: string): Block {
  const result: Block = { type: "server_tool_result", tool_call_id: need(block, "id") };
  if (pyTruthy(get(block, outputKey))) result["output"] = get(block, outputKey);
  const error = get(block, "error");
  if (pyTruthy(error)) {
    ensureExtras(result)["error"] = error;
    result["status"] = "error";
  } else result["status"] = "success";
  return Object.assign(result, resultIndex(block, indexPrefix, 1));
}

function mcpCall(_ctx: Context, block: Block): Block[] {
  const call: Block = { type: "server_tool_call", name: "remote_mcp", id: need(block, "id") };
  const args = get(block, "arguments");
  if (pyTruthy(args) && typeof args === "string") {
    try {
      call["args"] = JSON.parse(args) as PyJson;
    } catch {
      call["extras"] = { arguments: args };
    }
  }
  if (Object.hasOwn(block, "name")) ensureExtras(call)["tool_name"] = block["name"] as PyJson;
  if (Object.hasOwn(block, "server_label")) ensureExtras(call)["server_label"] = block["server_label"] as PyJson;
  if (Object.hasOwn(block, "index")) call["index"] = `lc_mcp_${pyStr(block["index"] as PyJson)}`;
  const known = new Set(["type", "id", "arguments", "name", "server_label", "output", "error", "extras", "index"]);
  return [populateExtras(call, block, known), mcpResult(block, "output", "lc_mcpr_")];
}

function mcpListTools(_ctx: Context, block: Block): Block[] {
  const call: Block = { type: "server_tool_call", name: "mcp_list_tools", args: {}, id: need(block, "id") };
  if (Object.hasOwn(block, "server_label")) call["extras"] = { server_label: block["server_label"] as PyJson };
  if (Object.hasOwn(block, "index")) call["index"] = `lc_mlt_${pyStr(block["index"] as PyJson)}`;
  const known = new Set(["type", "id", "name", "server_label", "tools", "error", "extras", "index"]);
  return [populateExtras(call, block, known), mcpResult(block, "tools", "lc_mltr_")];
}

function toolSearchCall(_ctx: Context, block: Block): Block[] {
  const call: Block = { type: "server_tool_call", name: "tool_search", id: need(block, "id"), args: get(block, "arguments", {}) };
  if (Object.hasOwn(block, "index")) call["index"] = `lc_tsc_${pyStr(block["index"] as PyJson)}`;
  const extras = Object.fromEntries(Object.entries(block).filter(([key]) => !["type", "id", "arguments", "index"].includes(key)));
  if (Object.keys(extras).length > 0) call["extras"] = extras;
  return [call];
}

function toolSearchOutput(_ctx: Context, block: Block): Block[] {
  const result: Block = { type: "server_tool_result", tool_call_id: need(block, "id"), output: { tools: get(block, "tools", []) } };
  const status = get(block, "status");
  if (status === "failed" || status === "completed") Object.assign(result, statusFrom(status));
  Object.assign(result, resultIndex(block, "lc_tso_", 0));
  const rest = Object.entries(block).filter(([key]) => !["type", "id", "status", "tools", "index"].includes(key));
  result["extras"] = { name: "tool_search", ...Object.fromEntries(rest) };
  return [result];
}

const runOnServer = (block: Block): boolean => get(block, "execution") === "server";

const RESPONSES_ITEMS: Readonly<Record<string, readonly [((block: Block) => boolean) | null, Handler]>> = {
  text: [null, text],
  refusal: [null, refusal],
  reasoning: [null, reasoning],
  image_generation_call: [(block) => pyTruthy(get(block, "result")), imageGeneration],
  function_call: [null, functionCall],
  web_search_call: [null, webSearch],
  file_search_call: [null, fileSearch],
  code_interpreter_call: [null, codeInterpreter],
  mcp_call: [null, mcpCall],
  mcp_list_tools: [null, mcpListTools],
  tool_search_call: [runOnServer, toolSearchCall],
  tool_search_output: [runOnServer, toolSearchOutput],
};

function fromResponses(message: MessageLike, content: Items): Block[] {
  const ctx: Context = { message, content };
  const out: Block[] = [];
  for (const item of content) {
    if (!isObject(item)) continue;
    const block: Block = { ...item };
    const entry = handlerFor(RESPONSES_ITEMS, get(block, "type"));
    if (entry !== undefined && (entry[0] === null || entry[0](block))) out.push(...entry[1](ctx, block));
    else if (isKnown(block)) out.push(block);
    else {
      const wrapped = nonStandard(block);
      if (Object.hasOwn(block, "index")) {
        wrapped["index"] = `lc_ns_${pyStr(block["index"] as PyJson)}`;
        delete block["index"];
      }
      out.push(wrapped);
    }
  }
  return out;
}

function translator(chunk: boolean): (message: MessageLike) => Block[] {
  return (message) => {
    const content = message["content"];
    if (typeof content === "string") return fromChatCompletions(message, content, chunk);
    const items = Array.isArray(content) ? (content as Items) : [];
    return fromResponses(message, v03Content(message, items));
  };
}

/** The OpenAI translator: Chat Completions (string content) and Responses (list content) output. */
export const OPENAI: Translator = { translateContent: translator(false), translateContentChunk: translator(true) };
