// Writing AG-UI 1.0 events (@ag-ui/core 1.0.0) from message chunks: Python's
// chatschema.ui_streams.to_ag_ui_events, event for event.

import type { AGUIEvent } from "../../generated/typescript/types.js";
import { fieldsOf, NAMESPACE } from "./aiSdkShared.js";
import { ConversionError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { pyRepr } from "./pyRepr.js";
import { readStream, type StreamSource } from "./streamReader.js";
import { type ErrorText, errorText, StreamWriter, type WrittenMessage } from "./streamWriter.js";
import { type PartKind, TEXT } from "./uiChunks.js";

/** The name of the `CUSTOM` event that carries a content block AG-UI has no event for (a file). */
const BLOCK_EVENT = "chatschema.content_block";
/** Event types a `non_standard` block may hold to be written as it is. */
const PASSED_ON = new Set(["CUSTOM", "RAW"]);
/** Standard media block types -> AG-UI content part types. */
const MEDIA: Readonly<Record<string, string>> = { image: "image", audio: "audio", video: "video", file: "document" };
/** `usage_metadata` counts -> AG-UI `TokenUsage` fields. */
const TOKENS: readonly (readonly [string, string])[] = [
  ["input_tokens", "inputTokens"],
  ["output_tokens", "outputTokens"],
  ["total_tokens", "totalTokens"],
];
const DETAILS: readonly (readonly [string, string, string])[] = [
  ["output_token_details", "reasoning", "reasoningTokens"],
  ["input_token_details", "cache_read", "cachedInputTokens"],
  ["input_token_details", "cache_creation", "cacheWriteInputTokens"],
];
/** The `TokenUsage` fields that name what the counts are of, not counts. */
const NAMES: readonly (readonly [string, string])[] = [
  ["model_provider", "provider"],
  ["model_name", "model"],
];

/** Options of `toAGUIEvents`. */
export interface ToAGUIEventsOptions {
  /** The `threadId` of the run. */
  readonly threadId: string;
  /** The `runId` of the run. */
  readonly runId: string;
  /** The `message` of `RUN_ERROR` for an error; by default its class name and message. */
  readonly onError?: ErrorText;
}

const count = (value: Json): number | null => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);

/** A LangChain `usage_metadata` as an AG-UI `TokenUsage` entry (Python's `token_usage`). */
function tokenUsage(usage: JsonObject, metadata: JsonObject): JsonObject {
  const entry: JsonObject = {};
  for (const [key, name] of NAMES) if (typeof metadata[key] === "string") entry[name] = metadata[key];
  for (const [key, name] of TOKENS) {
    const n = count(usage[key]);
    if (n !== null) entry[name] = n;
  }
  for (const [group, key, name] of DETAILS) {
    const details: Json = usage[group];
    const n = isObject(details) ? count(details[key]) : null;
    if (n !== null) entry[name] = n;
  }
  return entry;
}

/** A tool message's content item as an AG-UI content part. */
function contentPart(block: Json): JsonObject {
  if (typeof block === "string") return { type: "text", text: block };
  const kind: Json = block["type"];
  if (kind === "text") return { type: "text", text: Object.hasOwn(block, "text") ? block["text"] : "" };
  if (typeof kind === "string" && Object.hasOwn(MEDIA, kind)) {
    const mime: Json = block["mime_type"];
    let source: JsonObject;
    if ((block["base64"] ?? null) !== null && mime) source = { type: "data", value: block["base64"], mimeType: mime };
    else if ((block["url"] ?? null) !== null) source = { type: "url", value: block["url"] };
    else if ((block["file_id"] ?? null) !== null) source = { type: "file", value: block["file_id"] };
    else throw new ConversionError(`a ${kind} block with no base64, url or file_id has no AG-UI source`);
    if (mime && source["type"] !== "data") source["mimeType"] = mime;
    return { type: MEDIA[kind] as string, source };
  }
  throw new ConversionError(`a tool result block of type ${pyRepr(kind ?? null)} has no AG-UI content part`);
}

class AGUIWriter extends StreamWriter<JsonObject> {
  readonly #threadId: string;
  readonly #runId: string;
  readonly #errorText: ErrorText;
  /** The step's message id: its first chunk's id, or `<runId>-<step>`. */
  #messageId = "";
  #hasText = false;
  /** The token usage summed by provider and model. */
  readonly #usage = new Map<string, JsonObject>();

  constructor(threadId: string, runId: string, onError: ErrorText) {
    super();
    this.#threadId = threadId;
    this.#runId = runId;
    this.#errorText = onError;
  }

  onStart(): void {
    this.out.push({ type: "RUN_STARTED", threadId: this.#threadId, runId: this.#runId });
  }

  onStepStart(): void {
    this.#messageId = this.stepId || `${this.#runId}-${this.step}`;
    this.#hasText = false;
    this.out.push({ type: "STEP_STARTED", stepName: `step-${this.step}` });
  }

  override partId(kind: PartKind, number: number): string {
    if (kind === TEXT && !this.#hasText) {
      this.#hasText = true;
      return this.#messageId; // the assistant message that the step's tool calls belong to
    }
    return `${this.#messageId}-${number}`;
  }

  onPartOpen(kind: PartKind, partId: string): void {
    if (kind === TEXT) {
      this.out.push({ type: "TEXT_MESSAGE_START", messageId: partId, role: "assistant" });
    } else {
      this.out.push({ type: "REASONING_START", messageId: partId });
      this.out.push({ type: "REASONING_MESSAGE_START", messageId: partId, role: "reasoning" });
    }
  }

  onPartDelta(kind: PartKind, partId: string, text: string): void {
    this.out.push({ type: kind === TEXT ? "TEXT_MESSAGE_CONTENT" : "REASONING_MESSAGE_CONTENT", messageId: partId, delta: text });
  }

  onPartClose(kind: PartKind, partId: string): void {
    if (kind === TEXT) {
      this.out.push({ type: "TEXT_MESSAGE_END", messageId: partId });
    } else {
      this.out.push({ type: "REASONING_MESSAGE_END", messageId: partId });
      this.out.push({ type: "REASONING_END", messageId: partId });
    }
  }

  onFile(block: JsonObject): void {
    const value: JsonObject = {};
    for (const key of Object.keys(block)) if (key !== "index") value[key] = block[key];
    this.out.push({ type: "CUSTOM", name: BLOCK_EVENT, value });
  }

  override onEvent(event: JsonObject): void {
    if (PASSED_ON.has(event["type"])) this.out.push(event);
    else super.onEvent(event);
  }

  onToolOpen(callId: string, name: string): void {
    this.out.push({ type: "TOOL_CALL_START", toolCallId: callId, toolCallName: name, parentMessageId: this.#messageId });
  }

  onToolDelta(callId: string, text: string): void {
    this.out.push({ type: "TOOL_CALL_ARGS", toolCallId: callId, delta: text });
  }

  onToolClose(callId: string): void {
    this.out.push({ type: "TOOL_CALL_END", toolCallId: callId });
  }

  onToolResult(message: JsonObject): void {
    const content: Json = message["content"];
    const id: Json = message["id"];
    const event: JsonObject = {
      type: "TOOL_CALL_RESULT",
      messageId: id || `${message["tool_call_id"]}-result`,
      toolCallId: message["tool_call_id"],
      content: typeof content === "string" ? content : content.map(contentPart),
      role: "tool",
    };
    const own = fieldsOf(message); // the message's own fields (status, name, artifact...); id as messageId
    delete own["id"];
    if (id === null) own["id"] = null;
    if (Object.keys(own).length > 0) event["metadata"] = { [NAMESPACE]: own };
    this.out.push(event);
  }

  onStepEnd(meta: JsonObject): void {
    const event: JsonObject = { type: "STEP_FINISHED", stepName: `step-${this.step}` };
    if (Object.keys(meta).length > 0) event["metadata"] = { [NAMESPACE]: meta };
    const usage: Json = meta["usage_metadata"];
    if (usage !== undefined) {
      const entry = tokenUsage(usage, meta["response_metadata"] ?? {});
      const key = JSON.stringify([entry["provider"] ?? null, entry["model"] ?? null]);
      let total = this.#usage.get(key);
      if (total === undefined) {
        total = {};
        for (const [, name] of NAMES) if (name in entry) total[name] = entry[name];
        this.#usage.set(key, total);
      }
      for (const [name, n] of Object.entries(entry)) if (name !== "provider" && name !== "model") total[name] = (total[name] ?? 0) + n;
    }
    this.out.push(event);
  }

  onFinish(): void {
    const event: JsonObject = { type: "RUN_FINISHED", threadId: this.#threadId, runId: this.#runId };
    if (this.#usage.size > 0) event["usage"] = [...this.#usage.values()];
    this.out.push(event);
  }

  onError(error: unknown): void {
    this.out.push({ type: "RUN_ERROR", message: this.#errorText(error), code: error instanceof Error ? error.name : "Error" });
  }
}

/**
 * The AG-UI 1.0 events (@ag-ui/core 1.0.0) of a model's answer, chunk by chunk: Python's
 * `to_ag_ui_events`, the same events in the same order.
 *
 * Reads AI message chunks, and tool messages between steps, and yields the events as plain objects
 * (`AGUIEvent`): `RUN_STARTED` at once; for each step (one model call: the chunks up to one whose
 * `chunk_position` is `"last"`, or up to a tool message) `STEP_STARTED` (`stepName` `step-1`,
 * `step-2`...), a text message per text part (`TEXT_MESSAGE_START`/`CONTENT`/`END`; the first one's
 * `messageId` is the step's message id: the chunk's `id`, or `<runId>-<step>`), a reasoning message
 * per reasoning part (`REASONING_START`, `REASONING_MESSAGE_START`/`CONTENT`/`END`, `REASONING_END`),
 * tool calls (`TOOL_CALL_START` with the step's message as parent, `TOOL_CALL_ARGS` for each piece of
 * the arguments, `TOOL_CALL_END`), and `STEP_FINISHED` whose `metadata.chatschema` holds the step's
 * `id`, `usage_metadata`, `response_metadata`, `additional_kwargs` and `name`; each tool message as
 * `TOOL_CALL_RESULT` (`messageId` its `id`, or `<tool_call_id>-result`; `metadata.chatschema.status`
 * is `"error"` for a failed tool); and `RUN_FINISHED`, whose `usage` sums the steps' token counts by
 * provider and model. A file block is a `CUSTOM` event named `chatschema.content_block`; a
 * `non_standard` block whose value is a `CUSTOM` or `RAW` event is written as it is.
 *
 * Each event is yielded as soon as the chunk that makes it arrives. An error thrown by the source
 * (or a chunk the events cannot carry) closes the open messages and ends the run with `RUN_ERROR`
 * (`code` the error's class name): nothing is thrown, and everything yielded before stands.
 *
 * @param chunks AI message chunks and tool messages, from a sync or async iterable or a web
 *   ReadableStream.
 * @param options `threadId` and `runId` of the run, and `onError` (the `message` of `RUN_ERROR`;
 *   by default the error's class name and message).
 * @returns a generator for a sync iterable, an async generator otherwise.
 *
 * @example
 * const chunks = [{ type: "AIMessageChunk", content: "Hi", id: "m1", chunk_position: "last" }];
 * [...toAGUIEvents(chunks, { threadId: "t1", runId: "r1" })].map((e) => e.type);
 * // ["RUN_STARTED", "STEP_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END",
 * //  "STEP_FINISHED", "RUN_FINISHED"]
 */
export function toAGUIEvents(chunks: Iterable<WrittenMessage>, options: ToAGUIEventsOptions): Generator<AGUIEvent, void, undefined>;
export function toAGUIEvents(chunks: StreamSource<WrittenMessage>, options: ToAGUIEventsOptions): AsyncGenerator<AGUIEvent, void, undefined>;
export function toAGUIEvents(
  chunks: StreamSource<WrittenMessage>,
  options: ToAGUIEventsOptions,
): Generator<AGUIEvent, void, undefined> | AsyncGenerator<AGUIEvent, void, undefined> {
  const writer = new AGUIWriter(options.threadId, options.runId, options.onError ?? errorText);
  return readStream(chunks, writer) as Generator<AGUIEvent, void, undefined> | AsyncGenerator<AGUIEvent, void, undefined>;
}
