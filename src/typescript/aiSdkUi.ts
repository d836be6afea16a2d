// Messages to and from the Vercel AI SDK's UIMessage form (ai 6.0.326), what a chat user interface
// (`useChat`) holds and `validateUIMessages` accepts: Python's chatschema.convert_to_ai_sdk_ui_messages
// and convert_from_ai_sdk_ui_messages, the same results (the conformance vectors hold them).
// Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".

import type { AnyMessage } from "../../generated/typescript/types.js";
import { AISDKUIMessage as UIMessageValidator } from "../../generated/typescript/validators/AISDKUIMessage.js";
import {
  assistantBlocks,
  heldCalls,
  blockOptions,
  CALLS,
  callsOf,
  MEDIA_KEYS,
  standardMetadata,
  withSdk,
  blocksOf,
  build,
  checked,
  describe,
  fieldsOf,
  messagesOf,
  has,
  isObject,
  jsonText,
  Losses,
  mediaBlock,
  mediaData,
  NAMESPACE,
  quoted,
  readOptions,
  rest,
  SDK_KEY,
  splitOptions,
  STEPS,
  turnOf,
  type Json,
  type JsonObject,
} from "./aiSdkShared.js";
import { isTool, STEP_START, type Step, stepsOf, toolName } from "./aiSdkSteps.js";
import type { ConvertOptions, UIMessage } from "./aiSdkTypes.js";
import { pyTruthy } from "./pyRepr.js";

const PM = "providerMetadata";
const CPM = "callProviderMetadata";
/** UI parts chatschema has no block for, kept as `non_standard` blocks of the AI message (as are
 * `data-` parts) and written back as they are. A `step-start` part is no block: it opens the next
 * AI message. */
const KEPT_PARTS = new Set(["source-url", "source-document"]);
/** The key of `additional_kwargs.ai_sdk` that marks an AI message read from an assistant UI message
 * whose parts did not open with a `step-start` (`false`). */
const OPENED = "step_start";
/** The blocks a message holds as a file part. */
const FILES = new Set(["image", "audio", "video", "file", "text-plain"]);
/** The SDK's own media type for an image of unknown type. */
const ANY_IMAGE = "image/*";
/** Keys of a text part that chatschema keeps in `extras.ai_sdk` (display state). */
const DISPLAY = ["state"];
/** Keys of a reasoning part that chatschema keeps in `extras.ai_sdk`: its display state and the id
 * the SDK's stream reader gives it. */
const REASONING_KEPT = ["state", "id"];
/** Keys of a tool part that chatschema keeps in `extras.ai_sdk` of the call. */
const TOOL_KEPT = ["toolMetadata", "preliminary", "approval", "inputEncoding", "dynamic", "title"];

// -- writing --------------------------------------------------------------------------------------

/** `rest` with `extras` replaced by `left` (left out when empty), at the end as Python's `|` puts it. */
function withExtras(rest: JsonObject, left: JsonObject): JsonObject {
  const { extras: _, ...others } = rest;
  return Object.keys(left).length > 0 ? { ...others, extras: left } : others;
}

function textPart(block: JsonObject): JsonObject {
  return blockOptions({ type: "text", text: block["text"] as Json }, rest(block, ["type", "text"]), PM, DISPLAY);
}

function filePart(block: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const data = mediaData(block, true);
  let mime = block["mime_type"];
  let left = rest(block, [...MEDIA_KEYS, "text"]);
  if ((mime === undefined || mime === null) && block["type"] === "image" && data !== undefined) {
    mime = ANY_IMAGE;
    left["unknown_media_type"] = true;
  }
  if (data === undefined || typeof mime !== "string") {
    losses.lose(`a ${quoted(block["type"])} block without a URL or base64 data and a MIME type`, path);
    return undefined;
  }
  const part: JsonObject = { type: "file", mediaType: mime };
  const extras = left["extras"];
  if (isObject(extras) && typeof extras["filename"] === "string") {
    part["filename"] = extras["filename"];
    left = withExtras(left, rest(extras, ["filename"]));
  }
  part["url"] = data;
  return blockOptions(part, left, PM);
}

/** A `tool_call`, `invalid_tool_call` or `server_tool_call` block as a tool part. */
function toolPart(block: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const id = block["id"];
  const name = block["name"];
  if (typeof id !== "string" || typeof name !== "string") {
    losses.lose(`a ${quoted(block["type"])} without an id and a name (a tool part needs both)`, path);
    return undefined;
  }
  let left = rest(block, ["type", "id", "name", "args", "error"]);
  const extras = left["extras"];
  const sdk = isObject(extras) ? extras[SDK_KEY] : undefined;
  const dynamic = isObject(sdk) && sdk["type"] === "dynamic-tool";
  const part: JsonObject = dynamic ? { type: "dynamic-tool", toolName: name } : { type: `tool-${name}` };
  part["toolCallId"] = id;
  if (dynamic) {
    const kept = rest(sdk, ["type"]);
    const others = rest(extras as JsonObject, [SDK_KEY]);
    left = withExtras(left, Object.keys(kept).length > 0 ? { ...others, [SDK_KEY]: kept } : others);
  }
  if (block["type"] === "invalid_tool_call") {
    left["invalid"] = true;
    part["state"] = "output-error";
    part["rawInput"] = has(block, "args") ? (block["args"] as Json) : null;
    part["errorText"] = pyTruthy(block["error"]) ? (block["error"] as Json) : "";
  } else {
    part["state"] = "input-available";
    part["input"] = has(block, "args") ? (block["args"] as Json) : {};
  }
  if (block["type"] === "server_tool_call") part["providerExecuted"] = true;
  return blockOptions(part, left, CPM, TOOL_KEPT);
}

/** Give a tool part its result: `output-available` with `output`, or `output-error`. */
function fill(part: JsonObject, output: Json, error: boolean, own: JsonObject): void {
  if (error) {
    part["state"] = "output-error";
    part["errorText"] = typeof output === "string" ? output : jsonText(output);
  } else {
    part["state"] = "output-available";
    part["output"] = output;
  }
  if (Object.keys(own).length > 0) part["resultProviderMetadata"] = { [NAMESPACE]: own };
}

function serverResult(block: JsonObject, calls: Map<Json, JsonObject>, path: string, losses: Losses): void {
  const part = calls.get(block["tool_call_id"] ?? null);
  if (part === undefined || part["state"] !== "input-available") {
    losses.lose("a server tool result whose call is not in the message, or is answered", path);
    return;
  }
  fill(
    part,
    has(block, "output") ? (block["output"] as Json) : null,
    block["status"] === "error",
    rest(block, ["type", "tool_call_id", "status", "output"]),
  );
}


/** Whether `convertFromAISDKUIMessages` reads these parts as string content: apart from tool parts,
 * plain text parts alone. */
function readsAsText(parts: readonly JsonObject[]): boolean {
  return parts.every((p) => {
    const tag = String(p["type"]);
    if (isTool(tag)) return true;
    return tag === "text" && Object.keys(p).length === 2 && has(p, "text");
  });
}

function keptPart(value: Json | undefined): boolean {
  const tag = isObject(value) ? value["type"] : undefined;
  return typeof tag === "string" && (KEPT_PARTS.has(tag) || tag.startsWith("data-"));
}

/** The parts of an AI message, and whether its content was a list. */
function assistantParts(message: JsonObject, calls: Map<Json, JsonObject>, path: string, losses: Losses): [JsonObject[], boolean] {
  const parts: JsonObject[] = [];
  const addCall = (block: JsonObject, where: string): void => {
    const part = toolPart(block, where, losses);
    if (part === undefined) return;
    parts.push(part);
    calls.set(part["toolCallId"] as Json, part);
  };
  const content = message["content"];
  if (typeof content === "string") {
    if (content) parts.push({ type: "text", text: content });
    for (const [where, call] of heldCalls(message)) addCall(call, path + where);
    return [parts, false];
  }
  assistantBlocks(message, path).forEach((block, j) => {
    const where = `${path}.content_blocks[${j}]`;
    const tag = block["type"];
    if (tag === "text") parts.push(textPart(block));
    else if (tag === "reasoning") {
      const part: JsonObject = { type: "reasoning", text: has(block, "reasoning") ? (block["reasoning"] as Json) : "" };
      parts.push(blockOptions(part, rest(block, ["type", "reasoning"]), PM, REASONING_KEPT));
    } else if (typeof tag === "string" && FILES.has(tag)) {
      const file = filePart(block, where, losses);
      if (file !== undefined) parts.push(file);
    } else if (tag === "tool_call" || tag === "invalid_tool_call" || tag === "server_tool_call") addCall(block, where);
    else if (tag === "server_tool_result") serverResult(block, calls, where, losses);
    else if (tag === "non_standard" && keptPart(block["value"])) parts.push(block["value"] as JsonObject);
    else losses.lose(`the ${describe(block)} block in an AI message`, where);
  });
  return [parts, true];
}

function userParts(message: JsonObject, path: string, losses: Losses, role: string): JsonObject[] {
  const content = message["content"];
  if (typeof content === "string") return [{ type: "text", text: content }];
  const parts: JsonObject[] = [];
  blocksOf(message, path).forEach((block, j) => {
    const where = `${path}.content[${j}]`;
    const tag = block["type"];
    if (tag === "text") parts.push(textPart(block));
    else if (typeof tag === "string" && FILES.has(tag) && role === "user") {
      const part = filePart(block, where, losses);
      if (part !== undefined) parts.push(part);
    } else losses.lose(`the ${describe(block)} block in a ${role} message`, where);
  });
  return parts;
}

/** Fill the tool part the tool message answers; the id of its call, or undefined (lost). */
function toolMessage(message: JsonObject, calls: Map<Json, JsonObject>, path: string, losses: Losses): Json | undefined {
  const id = message["tool_call_id"] ?? null;
  const part = calls.get(id);
  if (part === undefined || part["state"] !== "input-available") {
    losses.lose("a tool message whose call is not in the history, or is answered already", path);
    return undefined;
  }
  const own = fieldsOf(message);
  delete own["status"];
  const name = toolName(part);
  if (message["name"] === null) own["name"] = null;
  else if (message["name"] !== name) own["name"] = message["name"] as Json;
  else delete own["name"];
  const sdk = isObject(message["additional_kwargs"]) ? message["additional_kwargs"][SDK_KEY] : undefined;
  const marker = isObject(sdk) ? sdk["output"] : undefined;
  let output = message["content"] as Json;
  if (Array.isArray(output)) own["list_content"] = true;
  else if (marker === "json") {
    try {
      output = JSON.parse(output as string) as Json;
    } catch {
      // not JSON text: the text itself
    }
  }
  fill(part, output, message["status"] === "error", own);
  return id;
}

/** What the message was read with from a UI message and chatschema has no field for
 * (`additional_kwargs.ai_sdk`): the UI message's other `metadata`, and for an AI message whose UI
 * message did not open with a `step-start`, `step_start: false`. */
function sdkOf(message: JsonObject): JsonObject {
  const sdk = isObject(message["additional_kwargs"]) ? message["additional_kwargs"][SDK_KEY] : undefined;
  return isObject(sdk) ? sdk : {};
}

/** Whether an AI message was the first step of a UI message of its own, which it opens again (it
 * holds that message's `metadata` or its lack of a `step-start`). */
function opens(message: JsonObject): boolean {
  const sdk = sdkOf(message);
  return has(sdk, "metadata") || sdk[OPENED] === false;
}

const NONE = Symbol("no metadata");
type Metadata = Json | typeof NONE;

/** The `metadata` of a UI message: chatschema's fields, beside what it was read with. */
function metadataOf(message: JsonObject, own: JsonObject, path: string, losses: Losses): Metadata {
  const sdk = sdkOf(message);
  const mine = Object.keys(own).length > 0 ? { [NAMESPACE]: own } : undefined;
  if (!has(sdk, "metadata")) return mine ?? NONE;
  const foreign = sdk["metadata"] as Json;
  if (isObject(foreign)) return { ...foreign, ...mine };
  if (mine !== undefined) {
    losses.lose("metadata that is not an object, beside the message's own fields", `${path}.additional_kwargs`);
    return mine;
  }
  return foreign;
}

/** An assistant UI message being written: one AI message per step, each step's parts opened by a
 * `step-start`. It takes a next step while only the tool messages answering its calls follow its last. */
class Turn {
  readonly parts: JsonObject[] = [];
  readonly calls = new Set<Json>();
  /** The own fields of each step after the first (`{}`: none). */
  readonly steps: JsonObject[] = [];

  constructor(
    readonly id: Json,
    readonly metadata: Metadata,
    parts: readonly JsonObject[],
    stepStart: boolean,
  ) {
    this.extend(parts, stepStart);
  }

  private extend(parts: readonly JsonObject[], stepStart = true): void {
    if (stepStart) this.parts.push({ type: STEP_START });
    for (const part of parts) {
      this.parts.push(part);
      if (isTool(String(part["type"]))) this.calls.add(part["toolCallId"] as Json);
    }
  }

  /** The id `convertFromAISDKUIMessages` gives the next step's AI message when the metadata names
   * none: `<UI message id>-<step>`, the first step being 0. */
  nextId(): string {
    return `${String(this.id)}-${this.steps.length + 1}`;
  }

  /** Add an AI message as the next step: its parts and its own fields. */
  add(parts: readonly JsonObject[], own: JsonObject, path: string, losses: Losses): void {
    if (Object.keys(own).length > 0 && !(this.metadata === NONE || isObject(this.metadata))) {
      losses.lose("a step's own fields, beside metadata that is not an object", path);
      own = {};
    }
    this.steps.push(own);
    this.extend(parts);
  }

  message(): JsonObject {
    const written: JsonObject = { id: this.id, role: "assistant" };
    let metadata = this.metadata;
    if (this.steps.some((s) => Object.keys(s).length > 0)) {
      const base: JsonObject = metadata === NONE ? {} : { ...(metadata as JsonObject) };
      const steps: JsonObject = {};
      this.steps.forEach((own, k) => {
        if (Object.keys(own).length > 0) steps[String(k + 1)] = own;
      });
      base[NAMESPACE] = { ...(isObject(base[NAMESPACE]) ? base[NAMESPACE] : {}), [STEPS]: steps };
      metadata = base;
    }
    if (metadata !== NONE) written["metadata"] = metadata;
    written["parts"] = this.parts;
    return written;
  }
}

/**
 * Messages as the Vercel AI SDK's `UIMessage` list (ai 6.0.326), what `useChat` holds. System and
 * human messages become `system` and `user` UI messages. The AI messages of one turn (a run of AI
 * messages whose only separators are the tool messages answering their calls) become one
 * `assistant` UI message, as `useChat` holds an agent's turn: each AI message is a step, its parts
 * opened by a `step-start` part (a one-step turn too, as in the messages `useChat` builds from a
 * stream). A tool call is a `tool-<name>` part of its step (a server tool call with
 * `providerExecuted`), and the tool message that answers it fills that part: `output-available`
 * with its output, or `output-error` with its text for `status: "error"`. Images and files are
 * `file` parts (base64 as a data URL).
 *
 * The fields the SDK has no place for (names, usage, response metadata) are kept under
 * `metadata.chatschema`: the first step's there, as a lone message's, and those of each later step
 * in `metadata.chatschema.steps`: an object keyed by the step's number as a string, `"1"` for the
 * second step (the number in its id `<id>-1`), holding only the steps that have fields (absent when
 * none has); an object, so that the stream writer sends each step's entry alone. The UI message's id is the first step's (a message without an id gets `msg-<index>`, its
 * `metadata.chatschema.id` null); a later step's id is kept in its entry only when it is not
 * `<UI message id>-<step>`, which the reader gives it (`m2-1` for the second step of `m2`). Tool
 * messages' fields are kept under `resultProviderMetadata.chatschema` of their part, a block's under
 * `providerMetadata.chatschema`. `convertFromAISDKUIMessages` gives the messages back. An AI message
 * read from a UI message of its own (it holds that message's other `metadata`, or the mark of one
 * that did not open with a `step-start`, which is then written without one) opens a UI message again.
 *
 * @param options `strict` (default true): a value the SDK cannot hold (an image in a system
 *   message, a result whose call is not in the history) throws; `strict: false` leaves it out and
 *   reports it to `onLoss`.
 * @throws ConversionError With `strict`, a value that has no place in the SDK's form, at its path.
 * @throws ValidationError `messages` is not a list, a message has no known type tag (message-like
 *   values such as strings and role dicts go through `convertToMessages` first), or its blocks cannot be read.
 * @example
 * const call = { name: "weather", args: { city: "Paris" }, id: "c1" };
 * convertToAISDKUIMessages([
 *   { type: "ai", content: "", tool_calls: [call], id: "m2" },
 *   { type: "tool", content: "18C", tool_call_id: "c1", name: "weather" },
 *   { type: "ai", content: "18C in Paris.", id: "m3" },
 * ]);
 * // [{ id: "m2", role: "assistant", metadata: { chatschema: { steps: { "1": { id: "m3" } } } }, parts: [
 * //   { type: "step-start" },
 * //   { type: "tool-weather", toolCallId: "c1", state: "output-available", input: { city: "Paris" }, output: "18C" },
 * //   { type: "step-start" }, { type: "text", text: "18C in Paris." }] }]
 */
export function convertToAISDKUIMessages(messages: readonly AnyMessage[], options: ConvertOptions = {}): UIMessage[] {
  const losses = new Losses(options);
  const calls = new Map<Json, JsonObject>();
  const out: (JsonObject | Turn)[] = [];
  let turn: Turn | undefined; // the assistant UI message that takes a next step
  messagesOf(messages).forEach((message, i) => {
    const path = `$[${i}]`;
    const kind = turnOf(message, path, losses);
    if (kind === "tool") {
      const answered = toolMessage(message, calls, path, losses);
      if (turn !== undefined && (answered === undefined || !turn.calls.has(answered))) turn = undefined;
      return;
    }
    if (kind !== "ai" || opens(message)) turn = undefined;
    if (kind === undefined) return;
    const own = fieldsOf(message);
    let id: Json = has(own, "id") ? (own["id"] as Json) : null;
    delete own["id"];
    if (kind === "ai" && turn !== undefined) {
      if (id !== turn.nextId()) own["id"] = id;
    } else if (id === null) {
      id = `msg-${i}`;
      own["id"] = null;
    }
    const role = kind === "ai" ? "assistant" : kind === "system" ? "system" : "user";
    let parts: JsonObject[];
    let asList: boolean;
    if (kind === "ai") [parts, asList] = assistantParts(message, calls, path, losses);
    else {
      parts = userParts(message, path, losses, role);
      asList = Array.isArray(message["content"]);
      if (parts.length === 0) {
        parts = [{ type: "text", text: "" }]; // a system or user message has a part
        own["empty"] = true;
      }
    }
    if (asList && readsAsText(parts)) own["list_content"] = true; // else read back as a string
    if (kind === "ai" && turn !== undefined) {
      turn.add(parts, own, path, losses);
      return;
    }
    const metadata = metadataOf(message, own, path, losses);
    if (kind === "ai") {
      turn = new Turn(id, metadata, parts, sdkOf(message)[OPENED] !== false);
      out.push(turn);
      return;
    }
    const written: JsonObject = { id, role };
    if (metadata !== NONE) written["metadata"] = metadata;
    written["parts"] = parts;
    out.push(written);
  });
  return out.map((m) => (m instanceof Turn ? m.message() : m)) as unknown as UIMessage[];
}

// -- reading --------------------------------------------------------------------------------------

const USED: Readonly<Record<string, readonly string[]>> = {
  text: ["type", "text", PM],
  reasoning: ["type", "text", PM],
  file: ["type", "url", "mediaType", "filename", PM],
};

/** A text, reasoning or file part as a standard block; its other keys (`state`) kept. */
function readBlock(part: JsonObject): JsonObject {
  const tag = part["type"] as string;
  const kept = rest(part, USED[tag] as readonly string[]);
  let block: JsonObject;
  if (tag === "text") block = { type: "text", text: part["text"] as Json };
  else if (tag === "reasoning") block = { type: "reasoning", reasoning: part["text"] as Json };
  else {
    block = mediaBlock(part["url"] as string, part["mediaType"]);
    if (has(part, "filename")) block["extras"] = { filename: part["filename"] as Json };
  }
  const [own, foreign] = splitOptions(part[PM]);
  if (has(own, "extras") && has(block, "extras")) own["extras"] = { ...(own["extras"] as JsonObject), ...(block["extras"] as JsonObject) };
  const unknown = own["unknown_media_type"];
  delete own["unknown_media_type"];
  if (pyTruthy(unknown)) delete block["mime_type"];
  return readOptions(block, { [NAMESPACE]: own, ...foreign }, PM, kept);
}

const CALL_USED = [
  "type",
  "toolName",
  "toolCallId",
  "state",
  "input",
  "output",
  "errorText",
  "rawInput",
  "providerExecuted",
  CPM,
  "resultProviderMetadata",
];

/** The call block, the server tool result block and the tool message of a tool part. */
function readToolPart(part: JsonObject, path: string, losses: Losses): [(JsonObject | undefined)?, (JsonObject | undefined)?, AnyMessage?] {
  const state = part["state"];
  if (state !== "input-available" && state !== "output-available" && state !== "output-error") {
    losses.lose(`a tool part in the state ${quoted(state)} (chatschema has no tool approvals or partial input)`, path);
    return [];
  }
  const dynamic = part["type"] === "dynamic-tool";
  const name = toolName(part);
  const [own, foreign] = splitOptions(part[CPM]);
  const kept = rest(part, CALL_USED);
  if (dynamic) kept["type"] = "dynamic-tool";
  const base: JsonObject = { id: part["toolCallId"] as Json, name };
  const server = pyTruthy(part["providerExecuted"]);
  const invalid = own["invalid"];
  delete own["invalid"];
  if (pyTruthy(invalid)) {
    const error = part["errorText"] as Json;
    const call: JsonObject = {
      type: "invalid_tool_call",
      ...base,
      args: (part["rawInput"] ?? null) as Json,
      error: pyTruthy(error) ? error : null,
    };
    return [readOptions(call, { [NAMESPACE]: own, ...foreign }, CPM, kept)];
  }
  if (!isObject(part["input"])) {
    losses.lose("a tool call whose input is not a JSON object", `${path}.input`);
    return [];
  }
  const call = readOptions(
    { type: server ? "server_tool_call" : "tool_call", ...base, args: part["input"] },
    { [NAMESPACE]: own, ...foreign },
    CPM,
    kept,
  );
  if (state === "input-available") return [call];
  const [result, resultForeign] = splitOptions(part["resultProviderMetadata"]);
  if (Object.keys(resultForeign).length > 0)
    losses.lose("another provider's result metadata of a tool part", `${path}.resultProviderMetadata`);
  const error = state === "output-error";
  let output = (error ? part["errorText"] : (part["output"] ?? null)) as Json;
  if (server) {
    return [
      call,
      { type: "server_tool_result", tool_call_id: part["toolCallId"] as Json, status: error ? "error" : "success", output, ...result },
    ];
  }
  const fields: JsonObject = { name, status: error ? "error" : "success" };
  const asList = result["list_content"];
  delete result["list_content"];
  if (pyTruthy(asList) && error) output = JSON.parse(output as string) as Json; // list content written as JSON text
  Object.assign(fields, result);
  if (typeof output !== "string" && !pyTruthy(asList)) {
    output = jsonText(output);
    fields["additional_kwargs"] = withSdk(fields["additional_kwargs"], { output: "json" });
  }
  return [call, undefined, build("tool", { content: output, tool_call_id: part["toolCallId"] as Json, ...fields }, path)];
}

const textOnly = (blocks: readonly JsonObject[]): boolean =>
  blocks.every((b) => b["type"] === "text" && Object.keys(b).length === 2 && has(b, "text"));
const joined = (blocks: readonly JsonObject[]): string => blocks.map((b) => String(b["text"])).join("");


/** The own fields of the steps after the first, from `metadata.chatschema.steps` (taken out of
 * `own`): an object keyed by the step's number (`"1"` the second step), one entry for each of the
 * `count` steps (`{}` for a step it has none for). */
function stepFields(own: JsonObject, count: number, path: string, losses: Losses): JsonObject[] {
  const where = `${path}.metadata.${NAMESPACE}.${STEPS}`;
  const entries = own[STEPS] ?? {};
  delete own[STEPS];
  const fields: JsonObject[] = Array.from({ length: count }, () => ({}));
  if (!isObject(entries)) {
    losses.lose("steps' own fields that are not an object keyed by step number", where);
    return fields;
  }
  for (const [key, entry] of Object.entries(entries)) {
    const k = Number(key);
    if (!(String(k) === key && Number.isInteger(k) && k >= 1 && k <= count)) {
      losses.lose(`own fields of a step ${JSON.stringify(key)}, in a message of ${count} later steps`, where);
    } else if (!isObject(entry)) {
      losses.lose("a step's own fields that are not an object", `${where}['${key}']`);
    } else {
      fields[k - 1] = { ...entry };
    }
  }
  return fields;
}

/** The AI message of each step of an assistant UI message, each followed by the tool messages of
 * its results; a step after the first gets the id `<UI message id>-<step>` unless its own fields
 * name one. */
function readAssistant(message: JsonObject, own: JsonObject, path: string, losses: Losses): AnyMessage[] {
  const parts = message["parts"] as JsonObject[];
  const [first, ...steps] = stepsOf(parts);
  const later = stepFields(own, steps.length, path, losses);
  if (parts[0]?.["type"] !== STEP_START) own["additional_kwargs"] = withSdk(own["additional_kwargs"], { [OPENED]: false });
  const out = readStep(first as Step, own, path, losses);
  steps.forEach((step, k) => {
    const fields = later[k] as JsonObject;
    if (!has(fields, "id")) fields["id"] = `${String(message["id"])}-${k + 1}`;
    out.push(...readStep(step, fields, path, losses));
  });
  return out;
}

function readStep(parts: Step, own: JsonObject, path: string, losses: Losses): AnyMessage[] {
  const blocks: JsonObject[] = [];
  const results: AnyMessage[] = [];
  parts.forEach(([j, part]) => {
    const where = `${path}.parts[${j}]`;
    const tag = String(part["type"]);
    if (has(USED, tag)) blocks.push(readBlock(part));
    else if (isTool(tag)) {
      const [call, serverResult, result] = readToolPart(part, where, losses);
      for (const block of [call, serverResult]) if (block !== undefined) blocks.push(block);
      if (result !== undefined) results.push(result);
    } else blocks.push({ type: "non_standard", value: part }); // source-url, source-document, data-*
  });
  const [calls, invalid] = callsOf(blocks);
  const lists = { tool_calls: calls, invalid_tool_calls: invalid };
  const others = blocks.filter((b) => !CALLS.includes(b["type"] as string));
  const asList = own["list_content"];
  delete own["list_content"];
  if (!pyTruthy(asList) && textOnly(others)) return [build("ai", { content: joined(others), ...lists, ...own }, path), ...results];
  return [build("ai", { content: blocks, ...lists, ...standardMetadata(own) }, path), ...results];
}

function readOther(message: JsonObject, own: JsonObject, path: string, losses: Losses): AnyMessage {
  let blocks: JsonObject[] = [];
  (message["parts"] as JsonObject[]).forEach((part, j) => {
    if (part["type"] === "text" || (part["type"] === "file" && message["role"] === "user")) blocks.push(readBlock(part));
    else losses.lose(`a ${quoted(part["type"])} part in a ${String(message["role"])} message`, `${path}.parts[${j}]`);
  });
  const empty = own["empty"];
  delete own["empty"];
  if (pyTruthy(empty)) blocks = [];
  const asList = own["list_content"];
  delete own["list_content"];
  const content = pyTruthy(asList) || !textOnly(blocks) ? blocks : joined(blocks);
  return build(message["role"] === "system" ? "system" : "human", { content, ...own }, path);
}

/**
 * The Vercel AI SDK's `UIMessage` list (ai 6.0.326) as messages: the reverse of
 * `convertToAISDKUIMessages`, what it wrote comes back as it was. An assistant UI message is one AI
 * message per step: its `step-start` parts open the steps (the parts before the first, if any, are a
 * step too; a message without one is one step), each step's AI message followed by the tool messages
 * of its tool parts' results. When the parts do not open with a `step-start`, the first AI message is
 * marked `additional_kwargs.ai_sdk.step_start: false` (so it is written back without one). The first
 * step's AI message has the UI message's id, a later one
 * `<UI message id>-<step>` (`a1-1`, `a1-2`, ...) unless its entry in `metadata.chatschema.steps`
 * (keyed `"1"`, `"2"`, ...) names another; a `steps` that is not an object, a key that is not the
 * number of a later step, or an entry that is not an object is a loss.
 * Of other UI messages: text, reasoning and file parts become standard blocks (an AI message whose
 * parts are text alone gets string content); a tool part becomes a tool call (a server tool call
 * when `providerExecuted`) and, once it has an output or an error, a tool message after its AI
 * message (a server tool result block for a server tool); `source-*` and `data-*` parts are kept as
 * `non_standard` blocks. A message's `metadata` other than `chatschema` is kept in
 * `additional_kwargs.ai_sdk` (of the first step's AI message), a part's keys chatschema has no field
 * for (its `state`, other providers' metadata) in the block's `extras.ai_sdk`.
 *
 * @param options `strict` (default true): a part chatschema has no form for (tool approvals, a call
 *   whose input is still streaming) throws; `strict: false` leaves it out and reports it to `onLoss`.
 * @throws ValidationError `data` is not a list of UIMessage (the `AISDKUIMessage` schema type), at
 *   the path of the fault.
 * @throws ConversionError With `strict`, a part that has no chatschema form, at its path.
 * @example
 * const weather = { type: "tool-weather", toolCallId: "c1", state: "output-available", input: { city: "Paris" }, output: "18C" };
 * const parts = [{ type: "step-start" }, weather, { type: "step-start" }, { type: "text", text: "18C in Paris." }];
 * convertFromAISDKUIMessages([{ id: "a1", role: "assistant", parts }]).map((m) => [m.type, m.content, m.id]);
 * // [["ai", "", "a1"], ["tool", "18C", null], ["ai", "18C in Paris.", "a1-1"]]
 */
export function convertFromAISDKUIMessages(data: readonly unknown[], options: ConvertOptions = {}): AnyMessage[] {
  checked(UIMessageValidator.checkEach(data));
  const losses = new Losses(options);
  const out: AnyMessage[] = [];
  (data as JsonObject[]).forEach((message, i) => {
    const path = `$[${i}]`;
    let own: JsonObject = {};
    if (message["metadata"] !== undefined) {
      const metadata = message["metadata"] as Json;
      let foreign: Json = metadata;
      if (isObject(metadata)) [own, foreign] = splitOptions(metadata);
      if (!isObject(metadata) || Object.keys(foreign as JsonObject).length > 0) {
        own["additional_kwargs"] = withSdk(own["additional_kwargs"], { metadata: foreign });
      }
    }
    if (!has(own, "id")) own["id"] = message["id"] as Json;
    if (message["role"] === "assistant") out.push(...readAssistant(message, own, path, losses));
    else out.push(readOther(message, own, path, losses));
  });
  return out;
}
