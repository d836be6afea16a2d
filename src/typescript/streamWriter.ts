// The engine both chat-UI stream writers share (toAISDKStream, toAGUIEvents): a stream of message
// chunks read as parts, tool calls and steps, each handed to a hook that a protocol writer turns into
// its events. Python's chatschema.ui_streams._writer, whose docstring says what is read from a chunk
// and when a step ends; the same logic here, so that both languages write the same events.
// Internal: the writers are at "chatschema/ui-streams-writer".

import type { AIMessageChunk, ToolMessage } from "../../generated/typescript/types.js";
import { addChunks, type MessageChunk } from "./chunks.js";
import { contentBlocks } from "./contentBlocks.js";
import { fullForm } from "./dict.js";
import { ChatschemaError, ConversionError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { parseToolCallArgs } from "./partialJson.js";
import { pyRepr, pyTruthy } from "./pyRepr.js";
import type { StreamReader } from "./streamReader.js";
import { PROVIDER_TRANSLATORS } from "./translators.js";
import { type PartKind, REASONING, TEXT } from "./uiChunks.js";

/** What a writer reads: AI message chunks, and tool messages between steps (the full form or any
 * shorter one: missing fields have their defaults). */
export type WrittenMessage = AIMessageChunk | ToolMessage | JsonObject;

/** How an error becomes the text of the error event. */
export type ErrorText = (error: unknown) => string;

/** Content block types a writer hands on as a file. */
const FILE_BLOCKS = new Set(["image", "audio", "video", "file"]);
const CALL_BLOCKS = new Set(["tool_call_chunk", "tool_call", "invalid_tool_call"]);
/** Block types read as they are; a chunk with any other block type is read through its content blocks. */
const PLAIN_BLOCKS = new Set([TEXT, REASONING, ...CALL_BLOCKS, ...FILE_BLOCKS]);

/** Provider finish reasons (`finish_reason` or `stop_reason` of response metadata) -> the AI SDK's;
 * any other is "other". */
const FINISH_REASONS: Readonly<Record<string, string>> = {
  stop: "stop",
  end_turn: "stop",
  stop_sequence: "stop",
  STOP: "stop",
  length: "length",
  max_tokens: "length",
  MAX_TOKENS: "length",
  tool_calls: "tool-calls",
  tool_use: "tool-calls",
  function_call: "tool-calls",
  content_filter: "content-filter",
  SAFETY: "content-filter",
  refusal: "content-filter",
};

/** The AI SDK finish reason for a message's response metadata, or null when it gives none. */
export function finishReason(metadata: JsonObject): string | null {
  const given = pyTruthy(metadata["finish_reason"]) ? metadata["finish_reason"] : metadata["stop_reason"];
  if (typeof given !== "string" || !given) return null;
  return Object.hasOwn(FINISH_REASONS, given) ? (FINISH_REASONS[given] as string) : "other";
}

/**
 * The default text of an error event: the error's class name and message, as Python's `error_text`
 * writes them (a chatschema error's message with its path, `... (at $)`).
 */
export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error instanceof ChatschemaError && "path" in error ? String(error) : error.message;
  return message ? `${error.name}: ${message}` : error.name;
}

/** A tool call being streamed: its id, tool name and the pieces of its arguments. */
interface Call {
  callId: string;
  name: string;
  pieces: string[];
}

/** The key of a part: its kind and content index. */
const partKey = (kind: string, index: Json): string => `${kind} ${JSON.stringify(index ?? null)}`;

/** Reads chunks and tool messages; subclasses turn the hooks into protocol events in `out`. */
export abstract class StreamWriter<E> implements StreamReader<unknown, E> {
  out: E[] = [];
  started = false;
  inStep = false;
  /** The number of the current step, from 1. */
  step = 0;
  /** The id of the step's first chunk. */
  stepId: string | null = null;
  parts = new Map<string, [PartKind, string]>();
  partCount = 0;
  calls = new Map<string, Call>();
  meta: JsonObject | null = null;
  name: string | null = null;
  listContent = false;
  lastFinish: string | null = null;
  failed = false;

  // -- hooks, written by the protocol writers ---------------------------------------------------

  /** The stream starts; `firstId` is the id of its first chunk, if it has one. */
  abstract onStart(firstId: string | null): void;
  /** A step (one model call) starts; `this.step` is its number. */
  abstract onStepStart(): void;
  /** A text or reasoning part opens; `index` is its content index (null for text given as a string). */
  abstract onPartOpen(kind: PartKind, partId: string, index: Json): void;
  /** Text is added to an open part. */
  abstract onPartDelta(kind: PartKind, partId: string, text: string): void;
  /** A part closes. */
  abstract onPartClose(kind: PartKind, partId: string): void;
  /** An image, audio, video or file content block. */
  abstract onFile(block: JsonObject): void;
  /** A tool call opens. */
  abstract onToolOpen(callId: string, name: string): void;
  /** A piece of a tool call's arguments. */
  abstract onToolDelta(callId: string, text: string): void;
  /** A tool call ends: its arguments, and their parsed value (null when they do not parse). */
  abstract onToolClose(callId: string, name: string, args: string, parsed: JsonObject | null): void;
  /** A tool answered (the message in the full form). */
  abstract onToolResult(message: JsonObject): void;
  /** A step ends; `meta` holds its `id`, `usage_metadata`, `response_metadata`, `additional_kwargs`
   * and `name` when it has them, and `list_content` (true) when its content came as lists. */
  abstract onStepEnd(meta: JsonObject): void;
  /** The stream ends well; `reason` is the last step's AI SDK finish reason. */
  abstract onFinish(reason: string | null): void;
  /** The producer, or the reading of its chunks, threw `error`; nothing follows. */
  abstract onError(error: unknown): void;

  /** A `non_standard` block whose value is an event of the protocol (by default: dropped loudly). */
  onEvent(event: JsonObject): void {
    throw new ConversionError(`a non_standard block of type ${pyRepr(event["type"] ?? null)} has no event in this protocol`);
  }

  /** The id of the `number`-th part of the current step (from 1), a `kind` part. */
  partId(_kind: PartKind, number: number): string {
    return `${this.step}-${number}`;
  }

  // -- reading ------------------------------------------------------------------------------------

  /** The events of one chunk or tool message (when it throws, `out` keeps the events made before the
   * error, for `fail` to give first). */
  push(item: unknown): E[] {
    this.out = [];
    const type = isObject(item) ? item["type"] : undefined;
    if (!this.started) {
      this.started = true;
      this.onStart(type === "AIMessageChunk" ? ((item as JsonObject)["id"] ?? null) : null);
    }
    if (type === "AIMessageChunk") {
      this.#chunk(fullForm(item as JsonObject, type) as unknown as JsonObject);
    } else if (type === "tool") {
      this.#endStep();
      this.onToolResult(fullForm(item as JsonObject, type) as unknown as JsonObject);
    } else {
      const got = typeof type === "string" && type ? type : item === null ? "NoneType" : typeof item;
      throw new ConversionError(`expected an AIMessageChunk or a ToolMessage, got ${got}`);
    }
    const out = this.out;
    this.out = [];
    return out;
  }

  /** The events that end the stream. */
  end(): E[] {
    this.out = [];
    if (!this.started) {
      this.started = true;
      this.onStart(null);
    }
    this.#endStep();
    this.onFinish(this.lastFinish);
    return this.out;
  }

  /** The events that end the stream after `error`: those of the failing item made before the error,
   * open parts closing, then the error. */
  fail(error: unknown): E[] {
    this.failed = true;
    if (!this.started) {
      this.started = true;
      this.onStart(null);
    }
    for (const [kind, partId] of this.parts.values()) this.onPartClose(kind, partId);
    this.parts = new Map();
    this.onError(error);
    return this.out;
  }

  #startStep(chunk: JsonObject): void {
    this.inStep = true;
    this.step += 1;
    this.stepId = chunk["id"] ?? null;
    this.parts = new Map();
    this.partCount = 0;
    this.calls = new Map();
    this.meta = null;
    this.name = null;
    this.listContent = false;
    this.onStepStart();
  }

  #chunk(chunk: JsonObject): void {
    if (!this.inStep) this.#startStep(chunk);
    const content: Json = chunk["content"];
    if (typeof content === "string") {
      if (content) this.#delta(TEXT, null, content);
    } else {
      this.listContent = true;
      if (content.length > 0) this.#blocks(chunk, content);
    }
    for (const fragment of chunk["tool_call_chunks"] as JsonObject[]) this.#fragment(fragment);
    const name: Json = chunk["name"];
    if (name !== null) {
      // chunk addition keeps no name: the step's is the one its chunks give
      if (this.name !== null && name !== this.name) throw new ConversionError(`a step's chunks are named ${pyRepr(this.name)}, then ${pyRepr(name)}`);
      this.name = name;
    }
    const meta = this.meta;
    const id: Json = chunk["id"];
    if (
      pyTruthy(chunk["usage_metadata"]) ||
      pyTruthy(chunk["response_metadata"]) ||
      pyTruthy(chunk["additional_kwargs"]) ||
      (id !== null && (meta === null || id !== meta["id"]))
    ) {
      const piece = fullForm(
        {
          type: "AIMessageChunk",
          content: "",
          id,
          usage_metadata: chunk["usage_metadata"],
          response_metadata: chunk["response_metadata"],
          additional_kwargs: chunk["additional_kwargs"],
        },
        "AIMessageChunk",
      );
      this.meta = meta === null ? (piece as unknown as JsonObject) : (addChunks(meta as MessageChunk, piece as MessageChunk) as JsonObject);
    }
    if (chunk["chunk_position"] === "last") this.#endStep();
  }

  #blocks(chunk: JsonObject, content: Json[]): void {
    let blocks: Json[] = content;
    if (content.some((b) => isObject(b) && !PLAIN_BLOCKS.has(b["type"]))) {
      blocks = contentBlocks(chunk as unknown as AIMessageChunk, { translators: PROVIDER_TRANSLATORS }); // provider formats, as standard blocks
    }
    for (const block of blocks) {
      if (typeof block === "string") {
        if (block) this.#delta(TEXT, null, block);
        continue;
      }
      const kind: Json = block["type"];
      if (kind === TEXT) this.#delta(TEXT, block["index"] ?? null, block["text"] || "");
      else if (kind === REASONING) this.#delta(REASONING, block["index"] ?? null, block["reasoning"] || "");
      else if (FILE_BLOCKS.has(kind)) this.onFile(block);
      else if (kind === "non_standard" && isObject(block["value"])) this.onEvent(block["value"]);
      else if (!CALL_BLOCKS.has(kind)) {
        // tool calls are read from tool_call_chunks
        throw new ConversionError(`a content block of type ${pyRepr(kind ?? null)} has no event in a chat-UI stream`);
      }
    }
  }

  #delta(kind: PartKind, index: Json, text: string): void {
    if (!text) return; // an empty delta says nothing
    const key = partKey(kind, index);
    let part = this.parts.get(key);
    if (part === undefined) {
      this.partCount += 1;
      part = [kind, this.partId(kind, this.partCount)];
      this.parts.set(key, part);
      this.onPartOpen(kind, part[1], index);
    }
    this.onPartDelta(kind, part[1], text);
  }

  #fragment(fragment: JsonObject): void {
    const index: Json = fragment["index"] ?? null;
    const callId: Json = fragment["id"] ?? null;
    const name: Json = fragment["name"] ?? null;
    const args: Json = fragment["args"] ?? null;
    const key: Json = index !== null ? index : callId;
    if (key === null) throw new ConversionError("a tool call fragment has neither an index nor an id");
    const mapKey = JSON.stringify(key);
    let call = this.calls.get(mapKey);
    if (call === undefined) {
      if (!name) {
        throw new ConversionError(
          `a tool call fragment (index ${pyRepr(index)}, id ${pyRepr(callId)}) belongs to no call: the first fragment of a call must name its tool`,
        );
      }
      call = { callId: callId || `call-${this.step}-${key}`, name, pieces: [] };
      this.calls.set(mapKey, call);
      this.onToolOpen(call.callId, name);
    } else {
      if (callId && callId !== call.callId) {
        throw new ConversionError(`the tool call at index ${pyRepr(index)} has the id ${pyRepr(call.callId)}, then ${pyRepr(callId)}`);
      }
      if (name && name !== call.name) throw new ConversionError(`the tool call ${pyRepr(call.callId)} is named ${pyRepr(call.name)}, then ${pyRepr(name)}`);
    }
    if (args) {
      call.pieces.push(args);
      this.onToolDelta(call.callId, args);
    }
  }

  #endStep(): void {
    if (!this.inStep) return;
    for (const [kind, partId] of this.parts.values()) this.onPartClose(kind, partId);
    this.parts = new Map();
    for (const call of this.calls.values()) {
      const args = call.pieces.join("");
      this.onToolClose(call.callId, call.name, args, parseToolCallArgs(args) as JsonObject | null);
    }
    this.calls = new Map();
    const meta: JsonObject = {};
    const m = this.meta;
    if (m !== null) {
      if (m["id"] !== null) meta["id"] = m["id"];
      if (pyTruthy(m["usage_metadata"])) meta["usage_metadata"] = { ...m["usage_metadata"] };
      if (pyTruthy(m["response_metadata"])) {
        meta["response_metadata"] = { ...m["response_metadata"] };
        this.lastFinish = finishReason(m["response_metadata"]) ?? this.lastFinish;
      }
      if (pyTruthy(m["additional_kwargs"])) meta["additional_kwargs"] = { ...m["additional_kwargs"] };
    }
    if (this.name !== null) meta["name"] = this.name;
    if (this.listContent) meta["list_content"] = true;
    this.inStep = false;
    this.onStepEnd(meta);
  }
}
