// Reading the Vercel AI SDK's UI message stream (ai 6.0.326, header `x-vercel-ai-ui-message-stream:
// v1`) back into message chunks: Python's chatschema.ui_streams.from_ai_sdk_stream.

import type { AISDKUIMessageChunk } from "../../generated/typescript/types.js";
import { build, type MessageChunk } from "./chunks.js";
import { ValidationError } from "./errors.js";
import type { Json, JsonObject } from "./join.js";
import { pyJsonDumps } from "./pyRepr.js";
import { readStream, type StreamReader, type StreamSource } from "./streamReader.js";

type Event = JsonObject;
type Out = JsonObject;

/** An open text or reasoning part: its content index. */
interface Part {
  kind: "text" | "reasoning";
  index: number;
}

class AISDKReader implements StreamReader<AISDKUIMessageChunk, MessageChunk> {
  #id: string | null = null;
  #parts = new Map<string, Part>();
  #nextPart = 0;
  /** Tool calls of this step by id: their tool call chunk index, and whether input was streamed. */
  #tools = new Map<string, { index: number; name: string; streamed: boolean }>();
  #nextTool = 0;
  #finished = false;

  *push(item: AISDKUIMessageChunk, n: number): Generator<MessageChunk, void, undefined> {
    const event = item as Event;
    const path = `$[${n}]`;
    if (typeof event !== "object" || event === null || Array.isArray(event) || typeof event["type"] !== "string") {
      throw new ValidationError("Expected an event object with a string `type`", path);
    }
    const handle = HANDLERS[event["type"]];
    if (handle !== undefined) {
      const out = handle(this, event, path);
      if (out !== null) yield out as MessageChunk;
    }
  }

  *end(count: number): Generator<MessageChunk, void, undefined> {
    if (!this.#finished) throw new ValidationError("The stream ends before its `finish` event", `$[${count}]`);
  }

  ai(values: JsonObject): Out {
    return build("AIMessageChunk", { id: this.#id, ...values });
  }

  open(event: Event, kind: Part["kind"], path: string): null {
    this.#parts.set(stringField(event, "id", path), { kind, index: this.#nextPart++ });
    return null;
  }

  part(event: Event, kind: Part["kind"], path: string): Part {
    const id = stringField(event, "id", path);
    const part = this.#parts.get(id);
    if (part === undefined || part.kind !== kind) throw new ValidationError(`No open ${kind} part has the id ${JSON.stringify(id)}`, `${path}.id`);
    return part;
  }

  close(event: Event, kind: Part["kind"], path: string): null {
    this.part(event, kind, path);
    this.#parts.delete(event["id"]);
    return null;
  }

  tool(event: Event, path: string): { index: number; name: string; streamed: boolean } {
    const id = stringField(event, "toolCallId", path);
    const tool = this.#tools.get(id);
    if (tool === undefined) throw new ValidationError(`No tool call has the id ${JSON.stringify(id)}`, `${path}.toolCallId`);
    return tool;
  }

  startTool(event: Event, path: string, streamed: boolean): { index: number; name: string; streamed: boolean } {
    const id = stringField(event, "toolCallId", path);
    const tool = { index: this.#nextTool++, name: stringField(event, "toolName", path), streamed };
    this.#tools.set(id, tool);
    return tool;
  }

  start(event: Event): null {
    if (typeof event["messageId"] === "string") this.#id = event["messageId"];
    return null;
  }

  finish(event: Event): Out {
    this.#finished = true;
    const metadata: JsonObject = {};
    if (typeof event["finishReason"] === "string") metadata["finish_reason"] = event["finishReason"];
    return this.ai({ content: "", response_metadata: metadata, chunk_position: "last" });
  }
}

function stringField(event: Event, key: string, path: string): string {
  const value = event[key];
  if (typeof value !== "string") throw new ValidationError(`Expected \`str\`, got \`${value === undefined ? "nothing" : typeof value}\``, `${path}.${key}`);
  return value;
}

type Handler = (reader: AISDKReader, event: Event, path: string) => Out | null;

/** What each event type gives, by its type tag (the types not here give nothing). */
const HANDLERS: Readonly<Record<string, Handler>> = {
  start: (r, e) => r.start(e),
  "text-start": (r, e, p) => r.open(e, "text", p),
  "text-delta": (r, e, p) => r.ai({ content: [{ type: "text", text: e["delta"] as Json, index: r.part(e, "text", p).index }] }),
  "text-end": (r, e, p) => r.close(e, "text", p),
  "reasoning-start": (r, e, p) => r.open(e, "reasoning", p),
  "reasoning-delta": (r, e, p) =>
    r.ai({ content: [{ type: "reasoning", reasoning: e["delta"] as Json, index: r.part(e, "reasoning", p).index }] }),
  "reasoning-end": (r, e, p) => r.close(e, "reasoning", p),
  "tool-input-start": (r, e, p) => {
    const tool = r.startTool(e, p, true);
    return r.ai({ content: "", tool_call_chunks: [call(tool.name, "", e["toolCallId"], tool.index)] });
  },
  "tool-input-delta": (r, e, p) => {
    const tool = r.tool(e, p);
    return r.ai({ content: "", tool_call_chunks: [call(null, e["inputTextDelta"] as Json, null, tool.index)] });
  },
  "tool-input-available": (r, e, p) => {
    const id = stringField(e, "toolCallId", p);
    try {
      if (r.tool(e, p).streamed) return null;
    } catch {
      // a call whose input arrives whole
    }
    const tool = r.startTool(e, p, false);
    return r.ai({ content: "", tool_call_chunks: [call(tool.name, pyJsonDumps(e["input"] as Json), id, tool.index)] });
  },
  "tool-output-available": (r, e, p) => {
    r.tool(e, p);
    const output = e["output"] as Json;
    return build("tool", { content: typeof output === "string" ? output : pyJsonDumps(output), tool_call_id: e["toolCallId"] as Json });
  },
  finish: (r, e) => r.finish(e),
};

function call(name: Json, args: Json, id: Json, index: number): JsonObject {
  return { name, args, id, index, type: "tool_call_chunk" };
}

/**
 * The message chunks of a Vercel AI SDK UI message stream (ai 6.0.326), as they arrive: give it the
 * parsed chunk events (from `parseSSE`, or `readUIMessageStream`'s input). Their sum is the answer.
 *
 * @returns a generator for a sync iterable, an async generator otherwise.
 * @throws ValidationError with the path of the event, such as `$[7].id` for a delta of a part that
 *   is not open, or `$[n]` when the stream ends before its `finish`: after every chunk before it.
 */
export function fromAISDKStream(events: Iterable<AISDKUIMessageChunk>): Generator<MessageChunk, void, undefined>;
export function fromAISDKStream(events: StreamSource<AISDKUIMessageChunk>): AsyncGenerator<MessageChunk, void, undefined>;
export function fromAISDKStream(
  events: StreamSource<AISDKUIMessageChunk>,
): Generator<MessageChunk, void, undefined> | AsyncGenerator<MessageChunk, void, undefined> {
  return readStream(events, new AISDKReader());
}
