// Reading AG-UI 1.0 events (@ag-ui/core 1.0.0, ag-ui-protocol 1.0.0) back into message chunks:
// Python's chatschema.ui_streams.from_ag_ui_events.

import type { AGUIEvent } from "../../generated/typescript/types.js";
import { AGUIEvent as CHECK } from "../../generated/typescript/validators/AGUIEvent.js";
import { checked, StreamError, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { pyStr, pyStrRepr, type PyJson } from "./pyRepr.js";
import { readStream, type StreamReader, type StreamSource } from "./streamReader.js";
import { ChunkBuilder, eventPath, present, REASONING, type StreamMessage, TEXT } from "./uiChunks.js";

/** The name of the `CUSTOM` event that carries a content block AG-UI has no event for (a file). */
const BLOCK_EVENT = "chatschema.content_block";

const FROM_MEDIA: Record<string, string> = { image: "image", audio: "audio", video: "video", document: "file" };
const SOURCE_KEY: Record<string, string> = { data: "base64", url: "url", file: "file_id" };

/** An AG-UI content part as a content block. */
function contentBlock(part: JsonObject): JsonObject {
  if (part["type"] === "text") return { type: "text", text: part["text"] };
  const source = part["source"] as JsonObject;
  const block: JsonObject = { type: FROM_MEDIA[part["type"]] };
  block[SOURCE_KEY[source["type"]] as string] = source["value"];
  if ("mimeType" in source) block["mime_type"] = source["mimeType"];
  return block;
}

function assistantOnly(e: JsonObject, path: string): void {
  if ((e["role"] ?? "assistant") !== "assistant") {
    throw new ValidationError("only an assistant's text is read into AI message chunks", `${path}.role`);
  }
}

class AGUIReader implements StreamReader<unknown, StreamMessage> {
  #b = new ChunkBuilder();
  #lastText: string | null = null;
  #lastReasoning: string | null = null;
  #lastCall: string | null = null;
  #done = false;

  /** The id a `*_CHUNK` event continues: its own, or the last one's. */
  #chunkId(e: JsonObject, last: string | null, path: string, what: string): string {
    const found: Json = Object.prototype.hasOwnProperty.call(e, what) ? e[what] : last;
    if (found === null || found === undefined) {
      throw new ValidationError(`a chunk event with no ${what}, and no earlier one to continue`, path);
    }
    return typeof found === "string" ? found : pyStr(found as PyJson);
  }

  push(item: unknown, n: number): StreamMessage[] {
    const path = eventPath(n);
    if (this.#done) throw new ValidationError("an event after the run ended", path);
    checked(CHECK, item, path);
    const e = item as JsonObject;
    const b = this.#b;
    let out: (JsonObject | null)[];
    switch (e["type"] as string) {
      case "STEP_STARTED":
        out = [b.stepStart()];
        break;
      case "STEP_FINISHED":
        out = [b.metadata(e["metadata"], `${path}.metadata`), b.stepEnd()];
        break;
      case "TEXT_MESSAGE_START":
        assistantOnly(e, path);
        b.partStart(e["messageId"], TEXT, `${path}.messageId`);
        this.#lastText = e["messageId"];
        out = [];
        break;
      case "TEXT_MESSAGE_CONTENT":
        out = [b.partDelta(e["messageId"], TEXT, e["delta"], `${path}.messageId`)];
        break;
      case "TEXT_MESSAGE_END":
        b.partEnd(e["messageId"], TEXT, `${path}.messageId`);
        out = [];
        break;
      case "TEXT_MESSAGE_CHUNK":
        assistantOnly(e, path);
        this.#lastText = this.#chunkId(e, this.#lastText, path, "messageId");
        out = [b.partDelta(this.#lastText, TEXT, e["delta"] ?? "", `${path}.messageId`, true)];
        break;
      case "REASONING_MESSAGE_START":
        b.partStart(e["messageId"], REASONING, `${path}.messageId`);
        this.#lastReasoning = e["messageId"];
        out = [];
        break;
      case "REASONING_MESSAGE_CONTENT":
        out = [b.partDelta(e["messageId"], REASONING, e["delta"], `${path}.messageId`)];
        break;
      case "REASONING_MESSAGE_END":
        b.partEnd(e["messageId"], REASONING, `${path}.messageId`);
        out = [];
        break;
      case "REASONING_MESSAGE_CHUNK":
        this.#lastReasoning = this.#chunkId(e, this.#lastReasoning, path, "messageId");
        out = [b.partDelta(this.#lastReasoning, REASONING, e["delta"] ?? "", `${path}.messageId`, true)];
        break;
      case "TOOL_CALL_START":
        out = [b.toolStart(e["toolCallId"], e["toolCallName"], `${path}.toolCallId`)];
        this.#lastCall = e["toolCallId"];
        break;
      case "TOOL_CALL_ARGS":
        out = [b.toolDelta(e["toolCallId"], e["delta"], `${path}.toolCallId`)];
        break;
      case "TOOL_CALL_END":
        b.toolKnown(e["toolCallId"], `${path}.toolCallId`);
        out = [];
        break;
      case "TOOL_CALL_CHUNK": {
        const callId = this.#chunkId(e, this.#lastCall, path, "toolCallId");
        if (!b.calls.has(callId)) {
          if (!e["toolCallName"]) {
            throw new ValidationError(`the first chunk of the tool call ${pyStrRepr(callId)} names no tool`, `${path}.toolCallName`);
          }
          out = [b.toolStart(callId, e["toolCallName"], `${path}.toolCallId`, e["delta"] || null)];
        } else {
          out = [b.toolDelta(callId, e["delta"] ?? "", `${path}.toolCallId`)];
        }
        this.#lastCall = callId;
        break;
      }
      case "TOOL_CALL_RESULT": {
        const metadata: Json = e["metadata"] ?? {};
        const kept: Json = isObject(metadata) ? metadata["chatschema"] : undefined;
        const fields: JsonObject = { id: e["messageId"], ...(isObject(kept) ? kept : {}) };
        const status: Json = "status" in fields ? fields["status"] : "success";
        const content: Json = e["content"];
        const blocks = typeof content === "string" ? content : (content as JsonObject[]).map(contentBlock);
        out = b.toolResult(e["toolCallId"], blocks, path, status, fields);
        break;
      }
      case "CUSTOM":
        out = e["name"] === BLOCK_EVENT && isObject(e["value"]) ? [b.block(e["value"])] : [];
        break;
      case "RUN_FINISHED":
        this.#done = true;
        out = [b.stepEnd()];
        break;
      case "RUN_ERROR":
        throw new StreamError(e["message"], path);
      default:
        // RUN_STARTED, REASONING_START/END (a span of reasoning messages), and the events that carry
        // no message content: state, snapshots, activity, raw, other custom events, subagents.
        out = [];
    }
    return present(out) as StreamMessage[];
  }

  end(): StreamMessage[] {
    const end = this.#b.stepEnd();
    return (end === null ? [] : [end]) as StreamMessage[];
  }
}

/**
 * The message chunks of AG-UI events, as each event arrives: the inverse of Python's
 * `to_ag_ui_events`, read as Python's `from_ag_ui_events` reads them. Give it the parsed events
 * (`parseSSE(response.body)`). The sum of the chunks of a step (`ChunkAccumulator`), with the tool
 * messages between steps, is the answer.
 *
 * An assistant's text messages and the reasoning messages are `text` and `reasoning` blocks indexed
 * by the order they open in the step (the `*_CHUNK` shorthands too); tool calls `tool_call_chunks`;
 * `TOOL_CALL_RESULT` a tool message (its `messageId` the message's id); a `CUSTOM` event named
 * `chatschema.content_block` the block it holds; `STEP_FINISHED`'s `metadata.chatschema` the step's
 * `id`, `usage_metadata`, `response_metadata`, `additional_kwargs` and `name`; the end of a step a
 * chunk with `chunk_position: "last"`. Events that carry no message content (state, snapshots, activity, raw
 * and other custom events, subagents, encrypted reasoning) are skipped; `RUN_FINISHED` ends the run.
 *
 * @returns a generator for a sync iterable, an async generator otherwise.
 * @throws ValidationError at the path of the event (`$[i]...`, the i-th event from 0): an event that is
 *   not an AG-UI event, or that does not follow from those before it (content for a message never
 *   started, a user's text). StreamError: the stream's `RUN_ERROR`. Either is thrown after every chunk
 *   of the events before it.
 *
 * @example
 * const events = [{ type: "RUN_STARTED", threadId: "t", runId: "r" }, { type: "TEXT_MESSAGE_CHUNK", messageId: "m", delta: "Hi" }];
 * for (const chunk of fromAGUIEvents(events)) console.log(chunk.content, chunk.chunk_position);
 * // [{ type: "text", text: "Hi", index: 0 }] null, then [] "last"
 */
export function fromAGUIEvents(events: Iterable<AGUIEvent | unknown>): Generator<StreamMessage, void, undefined>;
export function fromAGUIEvents(events: StreamSource<AGUIEvent | unknown>): AsyncGenerator<StreamMessage, void, undefined>;
export function fromAGUIEvents(
  events: StreamSource<unknown>,
): Generator<StreamMessage, void, undefined> | AsyncGenerator<StreamMessage, void, undefined> {
  return readStream(events, new AGUIReader());
}
