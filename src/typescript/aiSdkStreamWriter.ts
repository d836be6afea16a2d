// Writing the Vercel AI SDK's UI message stream (ai 6.0.326, header `x-vercel-ai-ui-message-stream:
// v1`) from message chunks: Python's chatschema.ui_streams.to_ai_sdk_stream, event for event.

import type { AISDKUIMessageChunk } from "../../generated/typescript/types.js";
import { fieldsOf, NAMESPACE, STEPS } from "./aiSdkShared.js";
import { continued, continuedMessage } from "./aiSdkSteps.js";
import { fullForm } from "./dict.js";
import type { Json, JsonObject } from "./join.js";
import { readStream, type StreamSource } from "./streamReader.js";
import { type ErrorText, errorText, StreamWriter, type WrittenMessage } from "./streamWriter.js";
import { jsonText, type PartKind } from "./uiChunks.js";

/** Event types a `non_standard` block may hold to be written as it is (and `data-*`). */
const PASSED_ON = new Set(["source-url", "source-document"]);

/** Options of `toAISDKStream`. */
export interface ToAISDKStreamOptions {
  /** The `messageId` of `start` for a new message; by default the first chunk's `id` (none when it
   * has none). A continued message keeps its own id. */
  readonly messageId?: string | null;
  /** The client's UI messages (the AI SDK's `originalMessages`): when the last is an assistant
   * message, the stream continues it. Only the last is read (and checked, as `convertFromAISDKUIMessages`
   * takes its input: any value, checked at run time). */
  readonly originalMessages?: readonly unknown[] | null;
  /** The text of the `error` event for an error; by default its class name and message. */
  readonly onError?: ErrorText;
}

class AISDKWriter extends StreamWriter<JsonObject> {
  readonly #messageId: string | null;
  readonly #errorText: ErrorText;
  #sentId: string | null = null;
  readonly #toolNames: Map<string, string>;
  /** The step's parts are plain text parts (and tool parts) alone: its content reads back as a string
   * unless `list_content` says otherwise. */
  #plain = true;

  constructor(messageId: string | null, onError: ErrorText, continuedFrom: JsonObject | null) {
    super();
    this.#messageId = messageId;
    this.#errorText = onError;
    this.#toolNames = new Map();
    if (continuedFrom !== null) {
      // the message's id, and its steps and calls: the stream's steps follow them
      this.#messageId = continuedFrom["id"] as string;
      [this.step, this.#toolNames] = continued(continuedFrom);
    }
  }

  onStart(firstId: string | null): void {
    this.#sentId = this.#messageId || firstId;
    this.out.push(this.#sentId === null ? { type: "start" } : { type: "start", messageId: this.#sentId });
  }

  onStepStart(): void {
    this.#plain = true;
    this.out.push({ type: "start-step" });
  }

  onPartOpen(kind: PartKind, partId: string, index: Json): void {
    this.#plain = this.#plain && kind === "text" && index === null;
    const event: JsonObject = { type: `${kind}-start`, id: partId };
    // the block's index, where convertToAISDKUIMessages keeps it
    if (index !== null) event["providerMetadata"] = { [NAMESPACE]: { index } };
    this.out.push(event);
  }

  onPartDelta(kind: PartKind, partId: string, text: string): void {
    this.out.push({ type: `${kind}-delta`, id: partId, delta: text });
  }

  onPartClose(kind: PartKind, partId: string): void {
    this.out.push({ type: `${kind}-end`, id: partId });
  }

  onFile(block: JsonObject): void {
    const mime: Json = block["mime_type"] ?? null;
    let url: Json = block["url"] ?? null;
    if (url === null && (block["base64"] ?? null) !== null && mime) url = `data:${mime};base64,${block["base64"]}`;
    if (typeof url !== "string" || typeof mime !== "string") super.onEvent({ type: block["type"] ?? null }); // a file the stream cannot point at: throws
    this.#plain = false;
    this.out.push({ type: "file", url, mediaType: mime });
  }

  override onEvent(event: JsonObject): void {
    const kind: Json = event["type"];
    if (typeof kind === "string" && (kind.startsWith("data-") || PASSED_ON.has(kind))) {
      this.#plain = false;
      this.out.push(event);
    } else {
      super.onEvent(event);
    }
  }

  onToolOpen(callId: string, name: string): void {
    this.#toolNames.set(callId, name);
    this.out.push({ type: "tool-input-start", toolCallId: callId, toolName: name });
  }

  onToolDelta(callId: string, text: string): void {
    this.out.push({ type: "tool-input-delta", toolCallId: callId, inputTextDelta: text });
  }

  onToolClose(callId: string, name: string, args: string, parsed: JsonObject | null): void {
    if (parsed === null) {
      const refusal = "The arguments of the tool call are not a JSON object.";
      this.out.push({ type: "tool-input-error", toolCallId: callId, toolName: name, input: args, errorText: refusal });
    } else {
      this.out.push({ type: "tool-input-available", toolCallId: callId, toolName: name, input: parsed });
    }
  }

  onToolResult(message: JsonObject): void {
    const content: Json = message["content"];
    const callId = message["tool_call_id"] as string;
    const event: JsonObject =
      message["status"] === "error"
        ? { type: "tool-output-error", toolCallId: callId, errorText: typeof content === "string" ? content : jsonText(content) }
        : { type: "tool-output-available", toolCallId: callId, output: content };
    // the tool message's own fields (id, name, artifact...), as convertToAISDKUIMessages keeps them: a
    // name only when it is not the tool's, and no name as null
    const own = fieldsOf(message);
    delete own["status"];
    const name: Json = message["name"];
    if (name === null) own["name"] = null;
    else if (name === this.#toolNames.get(callId)) delete own["name"];
    if (Object.keys(own).length > 0) event["providerMetadata"] = { [NAMESPACE]: own };
    this.out.push(event);
  }

  onStepEnd(meta: JsonObject): void {
    // the step's own fields as convertToAISDKUIMessages writes them: the first step's in
    // metadata.chatschema, a later one's in metadata.chatschema.steps under its number. The client
    // merges message-metadata objects key by key, so each event holds its step's fields alone. An id
    // is kept only when it is not the one the reader gives (the UI message's, then <id>-<step>);
    // list_content only where the parts would read back as a string
    const fields: JsonObject = { type: "ai", content: "" };
    for (const key of Object.keys(meta)) if (key !== "list_content") fields[key] = meta[key];
    let own = fieldsOf(fullForm(fields, "ai") as unknown as JsonObject);
    const given: Json = own["id"] ?? null;
    delete own["id"];
    const later = this.step - 1;
    const expected = !later || this.#sentId === null ? this.#sentId : `${this.#sentId}-${later}`;
    if (given === null || given !== expected) own["id"] = given;
    if ("list_content" in meta && this.#plain) own["list_content"] = true;
    if (later && Object.keys(own).length > 0) own = { [STEPS]: { [String(later)]: own } };
    if (Object.keys(own).length > 0) this.out.push({ type: "message-metadata", messageMetadata: { [NAMESPACE]: own } });
    this.out.push({ type: "finish-step" });
  }

  onFinish(reason: string | null): void {
    this.out.push(reason === null ? { type: "finish" } : { type: "finish", finishReason: reason });
  }

  onError(error: unknown): void {
    this.out.push({ type: "error", errorText: this.#errorText(error) });
    this.out.push({ type: "finish", finishReason: "error" });
  }
}

/**
 * The Vercel AI SDK UI message stream (ai 6.0.326, `x-vercel-ai-ui-message-stream: v1`) of a model's
 * answer, chunk by chunk: Python's `to_ai_sdk_stream`, the same events in the same order.
 *
 * Reads AI message chunks, and tool messages between steps, and yields the events as plain objects
 * (`AISDKUIMessageChunk`): `start`; for each step (one model call: the chunks up to one whose
 * `chunk_position` is `"last"`, or up to a tool message) `start-step`, text and reasoning parts
 * (`text-start`/`-delta`/`-end`, by content index), tool calls (`tool-input-start`, a
 * `tool-input-delta` for each piece of the arguments, then `tool-input-available` with the complete
 * input, or `tool-input-error` when the arguments are not a JSON object), files, a
 * `message-metadata` event and `finish-step`; each tool message as `tool-output-available`
 * (`tool-output-error` when its status is `"error"`); and `finish` with the last step's finish
 * reason. A `non_standard` block whose value is a `data-*`, `source-url` or `source-document` event is
 * written as it is.
 *
 * What the stream has no field for goes under the `chatschema` key, where `convertToAISDKUIMessages`
 * keeps it, so that the UI message a client builds from the stream (`readUIMessageStream`) is that
 * function's message for the same answer: a block's content index in the part's `providerMetadata`;
 * a step's own fields (`usage_metadata`, `response_metadata`, `additional_kwargs`, `name`, `id` when
 * it is not the one the reader gives, `list_content`) in `messageMetadata`, the first step's as
 * `{ chatschema: {...} }`, a later step's as its entry alone, `{ chatschema: { steps: { "<k>": {...} } } }`
 * (`k` = 1 for the second step); a tool message's own fields in the output's `providerMetadata`.
 *
 * With `originalMessages` (the UI messages the client sent, as the AI SDK's own `originalMessages`)
 * whose last is an assistant message, the stream continues that message, as a client does after a
 * client-side tool's result (`addToolResult`, then the chat sends its messages again): `start`
 * carries its id, its steps (as `convertFromAISDKUIMessages` reads them) keep their numbers and the
 * stream's first step takes the next (its fields in `steps["<k>"]`, its id `<id>-<k>` when it names
 * none), and a tool result may answer one of its calls. The message the client builds
 * (`readUIMessageStream({ message, stream })`) is then `convertToAISDKUIMessages` of the whole turn.
 * The last message is checked as far as the writer reads it (Python checks it whole): a
 * ValidationError with its path (`$[<index>]...`) is thrown by the call, before any event.
 *
 * Each event is yielded as soon as the chunk that makes it arrives; only a tool call's arguments are
 * kept until the call ends. An error thrown by the source (or a chunk the stream cannot carry, a
 * ConversionError) ends the stream with an `error` event and `finish` (`finishReason: "error"`):
 * nothing is thrown, and everything yielded before stands.
 *
 * @param chunks AI message chunks and tool messages, from a sync or async iterable or a web
 *   ReadableStream.
 * @param options `messageId` (of a new message; by default the first chunk's id), `originalMessages`
 *   (the client's UI messages: the stream continues the last when it is an assistant message) and
 *   `onError` (the text of the error event; by default the error's class name and message: pass a
 *   function that hides them from clients when they may be sensitive).
 * @returns a generator for a sync iterable, an async generator otherwise.
 *
 * @example
 * const chunks = [{ type: "AIMessageChunk", content: "Hel", id: "m1" }, { type: "AIMessageChunk", content: "lo", chunk_position: "last" }];
 * [...toAISDKStream(chunks)].map((e) => e.type);
 * // ["start", "start-step", "text-start", "text-delta", "text-delta", "text-end", "finish-step", "finish"]
 *
 * @example
 * // continuing the assistant message the client sent back with a client-side tool's result
 * const weather = { type: "tool-weather", toolCallId: "c1", state: "output-available", input: {}, output: "18C" };
 * const sent = [{ id: "m1", role: "assistant", parts: [{ type: "step-start" }, weather] }];
 * const answer = [{ type: "AIMessageChunk", content: "Sunny.", id: "run-2", chunk_position: "last" }];
 * [...toAISDKStream(answer, { originalMessages: sent })].filter((e) => e.type === "start" || e.type === "message-metadata");
 * // [{ type: "start", messageId: "m1" }, { type: "message-metadata", messageMetadata: { chatschema: { steps: { "1": { id: "run-2" } } } } }]
 */
export function toAISDKStream(chunks: Iterable<WrittenMessage>, options?: ToAISDKStreamOptions): Generator<AISDKUIMessageChunk, void, undefined>;
export function toAISDKStream(chunks: StreamSource<WrittenMessage>, options?: ToAISDKStreamOptions): AsyncGenerator<AISDKUIMessageChunk, void, undefined>;
export function toAISDKStream(
  chunks: StreamSource<WrittenMessage>,
  options: ToAISDKStreamOptions = {},
): Generator<AISDKUIMessageChunk, void, undefined> | AsyncGenerator<AISDKUIMessageChunk, void, undefined> {
  const writer = new AISDKWriter(options.messageId ?? null, options.onError ?? errorText, continuedMessage(options.originalMessages));
  return readStream(chunks, writer) as Generator<AISDKUIMessageChunk, void, undefined> | AsyncGenerator<AISDKUIMessageChunk, void, undefined>;
}
