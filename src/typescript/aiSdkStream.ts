// Reading the Vercel AI SDK's UI message stream (ai 6.0.326, header `x-vercel-ai-ui-message-stream:
// v1`) back into message chunks: Python's chatschema.ui_streams.from_ai_sdk_stream.

import type { AISDKUIMessageChunk } from "../../generated/typescript/types.js";
import { AISDKUIMessageChunk as CHECK } from "../../generated/typescript/validators/AISDKUIMessageChunk.js";
import { checked, StreamError, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { continued, continuedMessage } from "./aiSdkSteps.js";
import { readStream, type StreamReader, type StreamSource } from "./streamReader.js";
import { aiChunk, ChunkBuilder, eventPath, jsonText, present, REASONING, type StreamMessage, TEXT } from "./uiChunks.js";

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A `file` event as a content block: image, audio, video or file by media type. */
function fileBlock(event: JsonObject): JsonObject {
  const mime = event["mediaType"] as string;
  const major = mime.split("/", 1)[0] as string;
  const kind = major === "image" || major === "audio" || major === "video" ? major : "file";
  const url = event["url"] as string;
  const comma = url.indexOf(",");
  if (url.startsWith("data:") && comma >= 0 && url.slice(0, comma).endsWith(";base64")) {
    const data = url.slice(comma + 1);
    if (data.length % 4 === 0 && BASE64.test(data)) return { type: kind, base64: data, mime_type: mime };
  }
  return { type: kind, url, mime_type: mime };
}

/** The `chatschema` entry of an event's `providerMetadata` (what the writer keeps there). */
function own(event: JsonObject): JsonObject {
  const metadata: Json = event["providerMetadata"];
  const found: Json = isObject(metadata) ? metadata["chatschema"] : undefined;
  return isObject(found) ? found : {};
}

/** The content index a writer kept for a part, or null. */
function keptIndex(event: JsonObject): number | string | null {
  const index: Json = own(event)["index"];
  return typeof index === "string" || Number.isInteger(index) ? index : null;
}

const partKind = (type: string): typeof TEXT | typeof REASONING => (type.startsWith("text") ? TEXT : REASONING);

/** The key of `metadata.chatschema` that holds the own fields of the steps after the first, keyed by
 * the step's number (`"1"` the second step). */
const STEPS = "steps";

/** The chunk builder of a UI message stream: a step after the first that names no id is
 * `<messageId>-<step>`, as `convertFromAISDKUIMessages` reads the UI message a client builds. */
class StepBuilder extends ChunkBuilder {
  override defaultId(): string | null {
    const later = this.stepCount - 1;
    return later <= 0 || this.messageId === null ? this.messageId : `${this.messageId}-${later}`;
  }
}

/** Options of `fromAISDKStream`. */
export interface FromAISDKStreamOptions {
  /** The client's UI messages the stream's writer was given: when the last is an assistant message,
   * the stream continues it. */
  readonly originalMessages?: readonly unknown[] | null;
}

class AISDKReader implements StreamReader<unknown, StreamMessage> {
  #b = new StepBuilder();
  #finishReason: string | null = null;
  #done = false;
  readonly #continued: JsonObject | null;

  constructor(continuedFrom: JsonObject | null) {
    this.#continued = continuedFrom;
    if (continuedFrom !== null) {
      // the steps and calls of the message the stream continues: its steps follow them
      this.#b.messageId = continuedFrom["id"] as string;
      [this.#b.stepCount, this.#b.toolNames] = continued(continuedFrom);
    }
  }

  push(item: unknown, n: number): StreamMessage[] {
    const path = eventPath(n);
    if (this.#done) throw new ValidationError("an event after the stream was aborted", path);
    checked(CHECK, item, path);
    const e = item as JsonObject;
    const b = this.#b;
    let out: (JsonObject | null)[];
    const type = e["type"] as string;
    switch (type) {
      case "start": {
        const given = (e["messageId"] as string | undefined) ?? null;
        if (this.#continued !== null && given !== null && given !== this.#continued["id"]) {
          // another message's id: a new message (the client's reader starts one too)
          b.stepCount = 0;
          b.toolNames = new Map();
        }
        if (given !== null || this.#continued === null) b.messageId = given;
        out = [this.#metadata(e["messageMetadata"], `${path}.messageMetadata`)];
        break;
      }
      case "start-step":
        out = [b.stepStart()];
        break;
      case "finish-step":
        out = [b.stepEnd()];
        break;
      case "text-start":
      case "reasoning-start":
        b.partStart(e["id"], partKind(type), `${path}.id`, keptIndex(e));
        out = [];
        break;
      case "text-delta":
      case "reasoning-delta":
        out = [b.partDelta(e["id"], partKind(type), e["delta"], `${path}.id`)];
        break;
      case "text-end":
      case "reasoning-end":
        b.partEnd(e["id"], partKind(type), `${path}.id`);
        out = [];
        break;
      case "tool-input-start":
        out = [b.toolStart(e["toolCallId"], e["toolName"], `${path}.toolCallId`)];
        break;
      case "tool-input-delta":
        out = [b.toolDelta(e["toolCallId"], e["inputTextDelta"], `${path}.toolCallId`)];
        break;
      case "tool-input-available":
        out = [b.toolInput(e["toolCallId"], e["toolName"], jsonText(e["input"]), `${path}.toolCallId`)];
        break;
      case "tool-input-error": {
        const raw: Json = e["input"];
        out = [b.toolInput(e["toolCallId"], e["toolName"], typeof raw === "string" ? raw : jsonText(raw), `${path}.toolCallId`)];
        break;
      }
      case "tool-output-available":
        // an interim output: the final one follows
        out = e["preliminary"] === true ? [] : b.toolResult(e["toolCallId"], e["output"], path, "success", own(e), true);
        break;
      case "tool-output-error":
        out = b.toolResult(e["toolCallId"], e["errorText"], path, "error", own(e), true);
        break;
      case "tool-output-denied":
        out = b.toolResult(e["toolCallId"], "The user denied the tool call.", path, "error", null, true);
        break;
      case "tool-approval-request":
        out = []; // a question to the user, not part of the message
        break;
      case "file":
        out = [b.block(fileBlock(e))];
        break;
      case "message-metadata":
        out = [this.#metadata(e["messageMetadata"], `${path}.messageMetadata`)];
        break;
      case "finish":
        this.#finishReason = (e["finishReason"] as string | undefined) ?? null;
        out = [this.#metadata(e["messageMetadata"], `${path}.messageMetadata`), b.stepEnd()];
        break;
      case "abort":
        this.#done = true;
        out = [b.stepEnd()];
        break;
      case "error":
        throw new StreamError(e["errorText"], path);
      default: // source-url, source-document, data-*: the schema lets no other type through
        out = [b.block({ type: "non_standard", value: e })];
    }
    return present(out) as StreamMessage[];
  }

  /** The chunk of the current step's own fields in the `chatschema` object of message metadata (the
   * last step's once it ended): the first step's are the object's, a later step's its entry in
   * `steps` under its number, `"1"` the second step (the client merges these objects into one, as
   * `convertToAISDKUIMessages` writes it). */
  #metadata(holder: Json, path: string): JsonObject | null {
    if (!isObject(holder) || !Object.prototype.hasOwnProperty.call(holder, "chatschema")) return null;
    const meta = holder["chatschema"];
    const base = `${path}.chatschema`;
    if (!isObject(meta)) throw new ValidationError("Expected `object`", base);
    const later = this.#b.stepCount - 1;
    if (later <= 0) {
      const first: JsonObject = {};
      for (const key of Object.keys(meta)) if (key !== STEPS) first[key] = meta[key];
      return this.#b.stepFields(first, base);
    }
    const entries: Json = Object.prototype.hasOwnProperty.call(meta, STEPS) ? meta[STEPS] : {};
    if (!isObject(entries)) throw new ValidationError("Expected `object`", `${base}.${STEPS}`);
    const key = String(later);
    if (!Object.prototype.hasOwnProperty.call(entries, key)) return this.#b.stepFields({}, base); // none for this step
    return this.#b.stepFields(entries[key] as Json, `${base}.${STEPS}['${key}']`);
  }

  end(): StreamMessage[] {
    const out: JsonObject[] = [];
    const end = this.#b.stepEnd();
    if (end !== null) out.push(end);
    if (this.#finishReason !== null && !this.#b.sawMeta) {
      out.push(aiChunk({ content: [], response_metadata: { finish_reason: this.#finishReason } }));
    }
    return out as StreamMessage[];
  }
}

/**
 * The message chunks of a Vercel AI SDK UI message stream (ai 6.0.326), as each event arrives: the
 * inverse of Python's `to_ai_sdk_stream`, read as Python's `from_ai_sdk_stream` reads it. Give it the
 * parsed events (`parseSSE(response.body)`). The sum of the chunks of a step (`ChunkAccumulator`),
 * with the tool messages between steps, is the answer.
 *
 * Text and reasoning deltas are `text` and `reasoning` blocks indexed by the order their parts open
 * in the step; tool input is `tool_call_chunks` (the complete input of `tool-input-available` when
 * none was streamed); `tool-output-available` / `-error` / `-denied` a tool message (status `"error"`
 * for the last two); `file` an image, audio, video or file block; `source-*` and `data-*` a
 * `non_standard` block holding the event; the `chatschema` object of message metadata the step's
 * own fields (`id`, `usage_metadata`, `response_metadata`: the first step's in that object, a later
 * step's in its entry of `steps` under its number, as `convertToAISDKUIMessages` keeps them); the
 * end of a step a chunk with `chunk_position: "last"` and the id of `start` for the first step,
 * `<id>-<step>` for a later one (`m1-1`, `m1-2`, ...), unless the step named its own. A stream that
 * continues the client's assistant message (`toAISDKStream` with `originalMessages`) is read with the
 * same `originalMessages`: its steps are numbered after the message's, and a tool result answering
 * one of the message's calls has that tool's name; a `start` with another id starts a new message,
 * as the client does.
 *
 * @param options `originalMessages`: the UI messages the stream's writer was given (the last is
 *   checked as `toAISDKStream` checks it, by the call).
 * @returns a generator for a sync iterable, an async generator otherwise.
 * @throws ValidationError at the path of the event (`$[i]...`, the i-th event from 0): an event that is
 *   not a UI message stream chunk, or that does not follow from those before it (a delta for a part
 *   that is not open, a call started twice). StreamError: the stream's own `error` event. Either is
 *   thrown after every chunk of the events before it.
 *
 * @example
 * const events = [{ type: "start" }, { type: "text-start", id: "a" }, { type: "text-delta", id: "a", delta: "Hi" }, { type: "finish" }];
 * for (const chunk of fromAISDKStream(events)) console.log(chunk.content, chunk.chunk_position);
 * // [{ type: "text", text: "Hi", index: 0 }] null, then [] "last"
 */
export function fromAISDKStream(events: Iterable<AISDKUIMessageChunk | unknown>, options?: FromAISDKStreamOptions): Generator<StreamMessage, void, undefined>;
export function fromAISDKStream(events: StreamSource<AISDKUIMessageChunk | unknown>, options?: FromAISDKStreamOptions): AsyncGenerator<StreamMessage, void, undefined>;
export function fromAISDKStream(
  events: StreamSource<unknown>,
  options: FromAISDKStreamOptions = {},
): Generator<StreamMessage, void, undefined> | AsyncGenerator<StreamMessage, void, undefined> {
  return readStream(events, new AISDKReader(continuedMessage(options.originalMessages)));
}
