// The engine both chat-UI stream readers share (fromAISDKStream, fromAGUIEvents): what protocol
// events say (a step starts, a part opens or grows, a tool call opens, its arguments grow or arrive
// whole, a tool answers, metadata, a step ends) into the AIMessageChunk or ToolMessage each gives.
// Python's chatschema.ui_streams._reader, whose docstring says which chunks are built and why: every
// chunk's content is a list (a delta's one block, or []), so that a step's chunks sum to a list of
// blocks; what a writer kept under `chatschema` (a part's content index, a step's or a tool
// message's own fields) is given back.

import type { ToolMessage } from "../../generated/typescript/types.js";
import type { Validator } from "../../generated/typescript/validators/_runtime.js";
import { UsageMetadata } from "../../generated/typescript/validators/UsageMetadata.js";
import { build, deriveToolCalls, type MessageChunk } from "./chunks.js";
import { checked, jsonTypeName, ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { pyJsonCompact, pyStr, pyStrRepr as pyRepr, type PyJson } from "./pyRepr.js";

export const TEXT = "text";
export const REASONING = "reasoning";
export type PartKind = typeof TEXT | typeof REASONING;
const FIELD: Record<PartKind, string> = { text: "text", reasoning: "reasoning" };
/** The fields a writer's metadata may give a step's chunk, or a tool message (Python's keywords). */
const AI_FIELDS = new Set(["additional_kwargs", "response_metadata", "name", "id", "example", "usage_metadata"]);
const TOOL_FIELDS = new Set(["additional_kwargs", "response_metadata", "name", "id", "artifact"]);

/** What a reader yields: an AI message chunk, or a tool message between steps (every field present). */
export type StreamMessage = MessageChunk | ToolMessage;

/** A JSON value as compact JSON text, as Python writes a tool's arguments or output (its numbers). */
export function jsonText(value: Json): string {
  return pyJsonCompact(value);
}

/** The AI message chunk of these fields, as Python's AIMessageChunk constructor makes it. */
export function aiChunk(values: JsonObject): JsonObject {
  const chunks = values["tool_call_chunks"] as JsonObject[] | undefined;
  if (chunks !== undefined && chunks.length > 0) {
    const { calls, invalid } = deriveToolCalls(chunks);
    values = { ...values, tool_calls: calls, invalid_tool_calls: invalid };
  }
  return build("AIMessageChunk", values);
}

interface Call {
  index: number;
  /** Arguments were given (streamed or whole). */
  given: boolean;
}

/** Chunks from what protocol events say; one per stream. */
export class ChunkBuilder {
  messageId: string | null = null;
  inStep = false;
  /** The steps opened so far. */
  stepCount = 0;
  #parts = new Map<string, [PartKind, number | string]>();
  #closed = new Set<string>();
  #partCount = 0;
  calls = new Map<string, Call>();
  #callCount = 0;
  sawMeta = false;
  /** The step's metadata gave it an id of its own. */
  #stepHasId = false;
  /** The tool each call called, by call id (across steps). */
  /** The tool name of each call, by call id (a continued message's calls too). */
  toolNames = new Map<string, string>();

  // -- steps ------------------------------------------------------------------------------------

  /** A step starts; the end of the step before it, when that was not said. */
  stepStart(): JsonObject | null {
    const end = this.stepEnd();
    this.openStep();
    return end;
  }

  /** A step opens, unless one is open. */
  openStep(): void {
    if (this.inStep) return;
    this.inStep = true;
    this.stepCount += 1;
  }

  /** A step ends: a chunk that marks it last, or null when no step is open. */
  stepEnd(): JsonObject | null {
    if (!this.inStep) return null;
    this.inStep = false;
    this.#parts = new Map();
    this.#closed = new Set();
    this.#partCount = 0;
    this.calls = new Map();
    this.#callCount = 0;
    const stepId = this.#stepHasId ? null : this.defaultId();
    this.#stepHasId = false;
    return aiChunk({ content: [], id: stepId, chunk_position: "last" });
  }

  /** The id of the step ending when its metadata names none: the message's. */
  defaultId(): string | null {
    return this.messageId;
  }

  // -- text and reasoning ------------------------------------------------------------------------

  /** A text or reasoning part opens (a second opening of an open part is an error); its content
   * index is `index` when the writer gave one, else the next in the step. */
  partStart(partId: string, kind: PartKind, path: string, index: number | string | null = null): void {
    this.openStep();
    if (this.#parts.has(partId)) throw new ValidationError(`the ${kind} part ${pyRepr(partId)} is already open`, path);
    if (index === null) index = this.#partCount++;
    this.#parts.set(partId, [kind, index]);
    this.#closed.delete(partId);
  }

  /** Text added to a part; with `implicit`, a part not yet open opens (AG-UI's chunk events). */
  partDelta(partId: string, kind: PartKind, text: string, path: string, implicit = false): JsonObject | null {
    let part = this.#parts.get(partId);
    if (part === undefined) {
      if (!implicit) {
        const state = this.#closed.has(partId) ? "closed" : "never opened";
        throw new ValidationError(`a ${kind} delta for the part ${pyRepr(partId)}, which is ${state}`, path);
      }
      this.partStart(partId, kind, path);
      part = this.#parts.get(partId) as [PartKind, number | string];
    }
    if (part[0] !== kind) throw new ValidationError(`a ${kind} delta for the ${part[0]} part ${pyRepr(partId)}`, path);
    if (!text) return null; // an empty delta says nothing
    return aiChunk({ content: [{ type: kind, [FIELD[kind]]: text, index: part[1] }] });
  }

  /** A part closes. */
  partEnd(partId: string, kind: PartKind, path: string): void {
    const part = this.#parts.get(partId);
    if (part === undefined || part[0] !== kind) {
      throw new ValidationError(`the end of the ${kind} part ${pyRepr(partId)}, which is not open`, path);
    }
    this.#parts.delete(partId);
    this.#closed.add(partId);
  }

  /** A content block of its own (a file, or an event kept as a `non_standard` block). */
  block(block: JsonObject): JsonObject {
    this.openStep();
    const index = this.#partCount;
    this.#partCount += 1;
    return aiChunk({ content: [{ ...block, index }] });
  }

  // -- tool calls --------------------------------------------------------------------------------

  /** A tool call opens, with the first piece of its arguments when it has one. */
  toolStart(callId: string, name: string, path: string, args: string | null = null): JsonObject {
    this.openStep();
    if (this.calls.has(callId)) throw new ValidationError(`the tool call ${pyRepr(callId)} is already open`, path);
    const call = { index: this.#callCount, given: Boolean(args) };
    this.calls.set(callId, call);
    this.toolNames.set(callId, name);
    this.#callCount += 1;
    return aiChunk({
      content: [],
      tool_call_chunks: [{ name, args: args || null, id: callId, index: call.index, type: "tool_call_chunk" }],
    });
  }

  /** A piece of a tool call's arguments. */
  toolDelta(callId: string, text: string, path: string): JsonObject | null {
    const call = this.calls.get(callId);
    if (call === undefined) throw new ValidationError(`arguments for the tool call ${pyRepr(callId)}, which was never opened`, path);
    if (!text) return null;
    call.given = true;
    return aiChunk({
      content: [],
      tool_call_chunks: [{ name: null, args: text, id: null, index: call.index, type: "tool_call_chunk" }],
    });
  }

  /** A tool call's complete arguments: a chunk only when none were streamed (an event that gives the
   * input alone, without opening the call first). */
  toolInput(callId: string, name: string, args: string, path: string): JsonObject | null {
    const call = this.calls.get(callId);
    if (call === undefined) return this.toolStart(callId, name, path, args);
    if (call.given) return null;
    call.given = true;
    return this.toolDelta(callId, args, path);
  }

  /** Check that a tool call was opened. */
  toolKnown(callId: string, path: string): void {
    if (!this.calls.has(callId)) throw new ValidationError(`the end of the tool call ${pyRepr(callId)}, which was never opened`, path);
  }

  /**
   * What a tool returned, after the end of the step that called it when that was not said. Content
   * that is neither a string nor a list is written as JSON text; `fields` are the tool message's own
   * fields a writer kept (`id`, `name`, `artifact`...). With `named`, a message whose fields give no
   * name has the called tool's (the AI SDK's convention: a name is kept only when it is not the
   * tool's, no name as null).
   */
  toolResult(callId: string, content: Json, path: string, status: Json = "success", fields: Json = null, named = false): JsonObject[] {
    if (typeof content !== "string" && !Array.isArray(content)) content = jsonText(content);
    const end = this.stepEnd();
    const given: JsonObject = {};
    if (isObject(fields)) for (const key of Object.keys(fields)) if (key !== "status") given[key] = fields[key];
    if (named && !("name" in given) && this.toolNames.has(callId)) given["name"] = this.toolNames.get(callId);
    let values: JsonObject;
    try {
      if (status !== "success" && status !== "error") throw new Error(`status: Invalid enum value ${pyRepr(String(status))}`);
      values = { content, tool_call_id: callId, ...ownFields(given, TOOL_FIELDS, "$") };
    } catch (error) {
      throw new ValidationError(`the tool message's own fields do not fit: ${String((error as Error).message)}`, path);
    }
    const result = build("tool", { ...values, status });
    return end === null ? [result] : [end, result];
  }

  // -- metadata ----------------------------------------------------------------------------------

  /** The chunk for a writer's `chatschema` metadata object inside `holder`, if there is one. */
  metadata(holder: Json, path: string): JsonObject | null {
    if (!isObject(holder) || !Object.prototype.hasOwnProperty.call(holder, "chatschema")) return null;
    return this.stepFields(holder["chatschema"], `${path}.chatschema`);
  }

  /** The chunk for a step's own fields a writer kept (the object at `base`), if it has any. */
  stepFields(meta: Json, base: string): JsonObject | null {
    if (!isObject(meta)) throw new ValidationError("Expected `object`", base);
    this.sawMeta = true;
    const given: JsonObject = {};
    for (const key of Object.keys(meta)) if (key !== "list_content") given[key] = meta[key];
    if ("id" in given) this.#stepHasId = true;
    if (Object.keys(given).length === 0) return null;
    return aiChunk({ content: [], ...ownFields(given, AI_FIELDS, base) });
  }
}

/**
 * A message's own fields a writer kept, checked as Python's message constructors check them: an id
 * that is not a string is written as one, names are strings, the dicts are objects, usage is
 * UsageMetadata; a key that is no such field is an error at `base`.
 */
function ownFields(given: JsonObject, allowed: ReadonlySet<string>, base: string): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(given)) {
    const value = given[key];
    if (!allowed.has(key)) throw new ValidationError(`got an unexpected keyword argument ${pyRepr(key)}`, base);
    const at = `${base}.${key}`;
    if (key === "id") {
      out[key] = value === null || typeof value === "string" ? value : pyStr(value as PyJson);
      continue;
    }
    if (key === "usage_metadata") {
      if (value !== null) checked(UsageMetadata, value, at);
    } else if (key === "name") {
      if (value !== null && typeof value !== "string") throw new ValidationError(`Expected \`str | null\`, got \`${jsonTypeName(value)}\``, at);
    } else if (key === "example") {
      if (typeof value !== "boolean") throw new ValidationError(`Expected \`bool\`, got \`${jsonTypeName(value)}\``, at);
    } else if (key !== "artifact" && !isObject(value)) {
      throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(value)}\``, at);
    }
    out[key] = value;
  }
  return out;
}
/** `$[i]`, the path of the i-th event of a stream. */
export function eventPath(index: number): string {
  return `$[${index}]`;
}

/** Drop the nulls of a list of chunks. */
export function present(chunks: readonly (JsonObject | null)[]): JsonObject[] {
  return chunks.filter((chunk): chunk is JsonObject => chunk !== null);
}
