// Messages to and from the Vercel AI SDK's ModelMessage form (ai 6.0.326), what `generateText` and
// `streamText` take as `messages`: Python's chatschema.convert_to_ai_sdk_messages and
// convert_from_ai_sdk_messages, the same results (the conformance vectors hold them).
// Design notes and the loss table: docs/providers.md, "The Vercel AI SDK".

import type { AnyMessage } from "../../generated/typescript/types.js";
import { AISDKModelMessage as ModelMessageValidator } from "../../generated/typescript/validators/AISDKModelMessage.js";
import {
  assistantBlocks,
  heldCalls,
  base64Text,
  blockOptions,
  callsOf,
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
  mediaSource,
  NAMESPACE,
  quoted,
  readOptions,
  rest,
  SDK_KEY,
  splitOptions,
  standardMetadata,
  withSdk,
  MEDIA_KEYS,
  turnOf,
  type Json,
  type JsonObject,
} from "./aiSdkShared.js";
import type { ConvertOptions, ModelMessage } from "./aiSdkTypes.js";
import { pyTruthy } from "./pyRepr.js";

const MEDIA = new Set(["image", "audio", "video", "file"]);
/** The blocks a user or assistant message holds as a file part (or a user's image part). */
const FILES = new Set([...MEDIA, "text-plain"]);
const PO = "providerOptions";
type Role = "user" | "assistant";

// -- writing --------------------------------------------------------------------------------------

/** An image, audio, video or file block as an `image` part (user images) or a `file` part. */
function mediaPart(block: JsonObject, role: Role, path: string, losses: Losses): JsonObject | undefined {
  const data = mediaData(block, false);
  if (data === undefined) {
    losses.lose(`a ${quoted(block["type"])} block without a URL or base64 data (a provider file id)`, path);
    return undefined;
  }
  const mime = block["mime_type"];
  const used = [...MEDIA_KEYS, "text"];
  const extras = block["extras"];
  const filename = isObject(extras) ? extras["filename"] : undefined;
  if (block["type"] === "image" && role === "user") {
    const part: JsonObject = { type: "image", image: data };
    if (pyTruthy(mime)) part["mediaType"] = mime as Json;
    return blockOptions(part, rest(block, used), PO);
  }
  if (typeof mime !== "string") {
    losses.lose(`a ${quoted(block["type"])} block without a MIME type (a file part needs one)`, path);
    return undefined;
  }
  const part: JsonObject = { type: "file", data, mediaType: mime };
  let left = rest(block, used);
  if (typeof filename === "string") {
    part["filename"] = filename;
    const { filename: _, ...others } = extras as JsonObject;
    const { extras: __, ...kept } = left;
    left = Object.keys(others).length > 0 ? { ...kept, extras: others } : kept;
  }
  return blockOptions(part, left, PO);
}

/** A `tool_call`, `invalid_tool_call` or `server_tool_call` block as a `tool-call` part. */
function callPart(block: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const id = block["id"];
  const name = block["name"];
  if (typeof id !== "string" || typeof name !== "string") {
    losses.lose(`a ${quoted(block["type"])} without an id and a name (a tool call part needs both)`, path);
    return undefined;
  }
  const part: JsonObject = { type: "tool-call", toolCallId: id, toolName: name };
  const left = rest(block, ["type", "id", "name", "args"]);
  if (block["type"] === "invalid_tool_call") {
    part["input"] = has(block, "args") ? (block["args"] as Json) : null;
    left["invalid"] = true;
  } else part["input"] = has(block, "args") ? (block["args"] as Json) : {};
  if (block["type"] === "server_tool_call") part["providerExecuted"] = true;
  return blockOptions(part, left, PO);
}

function serverResultPart(block: JsonObject, names: Map<string, string>, path: string, losses: Losses): JsonObject | undefined {
  const id = block["tool_call_id"];
  const name = typeof id === "string" ? names.get(id) : undefined;
  if (name === undefined) {
    losses.lose("a server tool result whose call is not in the history (a result needs its tool name)", path);
    return undefined;
  }
  const value = has(block, "output") ? (block["output"] as Json) : null;
  const error = block["status"] === "error";
  const output: JsonObject =
    typeof value === "string" ? { type: error ? "error-text" : "text", value } : { type: error ? "error-json" : "json", value };
  const part: JsonObject = { type: "tool-result", toolCallId: id as string, toolName: name, output };
  return blockOptions(part, rest(block, ["type", "tool_call_id", "status", "output"]), PO);
}

/** One standard block of a user or assistant message as a part, or undefined after a loss. */
function partOf(block: JsonObject, role: Role, names: Map<string, string>, path: string, losses: Losses): JsonObject | undefined {
  const tag = block["type"];
  if (tag === "text") return blockOptions({ type: "text", text: block["text"] as Json }, rest(block, ["type", "text"]), PO);
  if (tag === "reasoning" && role === "assistant") {
    const part: JsonObject = { type: "reasoning", text: has(block, "reasoning") ? (block["reasoning"] as Json) : "" };
    return blockOptions(part, rest(block, ["type", "reasoning"]), PO);
  }
  if (typeof tag === "string" && FILES.has(tag)) return mediaPart(block, role, path, losses);
  if ((tag === "tool_call" || tag === "invalid_tool_call" || tag === "server_tool_call") && role === "assistant")
    return callPart(block, path, losses);
  if (tag === "server_tool_result" && role === "assistant") return serverResultPart(block, names, path, losses);
  losses.lose(`the ${describe(block)} block in ${role === "assistant" ? "an assistant" : "a user"} message`, path);
  return undefined;
}

function systemText(message: JsonObject, path: string, losses: Losses): string {
  const content = message["content"];
  if (typeof content === "string") return content;
  let text = "";
  blocksOf(message, path).forEach((block, j) => {
    if (block["type"] === "text" && Object.keys(block).every((k) => k === "type" || k === "text")) text += String(block["text"]);
    else losses.lose(`the ${describe(block)} block in a system message (its content is text)`, `${path}.content[${j}]`);
  });
  return text;
}

const kept = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => item !== undefined);

/** The content of an assistant message, and whether it came from string content. */
function assistant(message: JsonObject, names: Map<string, string>, path: string, losses: Losses): [Json, boolean] {
  const held = heldCalls(message);
  for (const [, call] of held) {
    if (typeof call["id"] === "string" && typeof call["name"] === "string") names.set(call["id"], call["name"]);
  }
  const content = message["content"];
  if (typeof content === "string") {
    if (held.length === 0) return [content, false];
    const parts: (JsonObject | undefined)[] = content ? [{ type: "text", text: content }] : [];
    for (const [where, call] of held) parts.push(callPart(call, path + where, losses));
    return [kept(parts), true];
  }
  const blocks = assistantBlocks(message, path);
  for (const block of blocks) {
    if (block["type"] === "server_tool_call" && typeof block["id"] === "string" && typeof block["name"] === "string") {
      names.set(block["id"], block["name"]);
    }
  }
  return [kept(blocks.map((b, j) => partOf(b, "assistant", names, `${path}.content_blocks[${j}]`, losses))), false];
}

/** One standard block of a tool message's list content as an item of a `content` output. */
function outputItem(block: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const tag = block["type"];
  if (tag === "text") return blockOptions({ type: "text", text: block["text"] as Json }, rest(block, ["type", "text"]), PO);
  if (typeof tag === "string" && MEDIA.has(tag)) {
    const mime = has(block, "mime_type") ? (block["mime_type"] as Json) : null;
    const used = ["type", "url", "base64", "mime_type"];
    if (typeof block["url"] === "string") {
      if (tag === "image" && mime === null) return blockOptions({ type: "image-url", url: block["url"] }, rest(block, used), PO);
      const item: JsonObject = { type: "file-url", url: block["url"] };
      if (mime !== null) item["mediaType"] = mime;
      return blockOptions(item, rest(block, used), PO);
    }
    if (typeof block["base64"] === "string" && typeof mime === "string") {
      const item: JsonObject = { type: tag === "image" ? "image-data" : "file-data", data: block["base64"], mediaType: mime };
      return blockOptions(item, rest(block, used), PO);
    }
  }
  losses.lose(`the ${describe(block)} block in a tool result`, path);
  return undefined;
}

function toolOutput(message: JsonObject, path: string, losses: Losses): JsonObject {
  const sdk = isObject(message["additional_kwargs"]) ? message["additional_kwargs"][SDK_KEY] : undefined;
  const marker = isObject(sdk) ? sdk["output"] : undefined;
  const error = message["status"] === "error";
  const content = message["content"];
  if (typeof content === "string") {
    if (marker === "execution-denied") return content ? { type: "execution-denied", reason: content } : { type: "execution-denied" };
    if (marker === "json") {
      try {
        return { type: error ? "error-json" : "json", value: JSON.parse(content) as Json };
      } catch {
        // not JSON text: written as text
      }
    }
    return { type: error ? "error-text" : "text", value: content };
  }
  const blocks = blocksOf(message, path);
  return { type: "content", value: kept(blocks.map((b, j) => outputItem(b, `${path}.content[${j}]`, losses))) };
}

function toolResult(message: JsonObject, names: Map<string, string>, path: string, losses: Losses): JsonObject | undefined {
  const callId = message["tool_call_id"];
  const name = typeof message["name"] === "string" ? message["name"] : names.get(String(callId));
  if (name === undefined) {
    losses.lose("a tool message whose call is not in the history and that has no name", path);
    return undefined;
  }
  const own = fieldsOf(message);
  if (message["name"] === null || message["name"] === undefined) own["name"] = null;
  else if (own["name"] === name) delete own["name"];
  const part: JsonObject = { type: "tool-result", toolCallId: callId as Json, toolName: name };
  const output = toolOutput(message, path, losses);
  part["output"] = output;
  if (output["type"] === "error-text" || output["type"] === "error-json" || output["type"] === "execution-denied") delete own["status"]; // the output says it
  if (Object.keys(own).length > 0) part[PO] = { [NAMESPACE]: own };
  return part;
}

function messageOptions(message: JsonObject, own: JsonObject): JsonObject {
  const sdk = isObject(message["additional_kwargs"]) ? message["additional_kwargs"][SDK_KEY] : undefined;
  const foreign = isObject(sdk) && isObject(sdk["providerOptions"]) ? sdk["providerOptions"] : {};
  return Object.keys(own).length > 0 ? { ...foreign, [NAMESPACE]: own } : { ...foreign };
}

/**
 * Messages as the Vercel AI SDK's `ModelMessage` list (ai 6.0.326), what `generateText` and
 * `modelMessageSchema` take. System, human, AI and tool messages become `system`, `user`,
 * `assistant` and `tool` messages; consecutive tool messages share one `tool` message. Text,
 * reasoning, images and files (by URL or base64), tool calls (`tool-call` parts; a server tool call
 * with `providerExecuted`), server tool results and tool results are written as the SDK's parts.
 * What the SDK has no field for (message ids and names, usage, response metadata, a block's ids and
 * extras) is kept under `providerOptions.chatschema`, so `convertFromAISDKMessages` gives the
 * messages back.
 *
 * @param options `strict` (default true): a value the SDK cannot hold (a refusal, a provider file
 *   id, a custom chat role) throws; `strict: false` leaves it out and reports it to `onLoss`.
 * @throws ConversionError With `strict`, a value that has no place in the SDK's form, at its path.
 * @throws ValidationError `messages` is not a list, a message has no known type tag (message-like
 *   values such as strings and role dicts go through `convertToMessages` first), or its blocks cannot be read.
 * @example
 * convertToAISDKMessages([{ type: "human", content: "hi" }]); // [{ role: "user", content: "hi" }]
 */
export function convertToAISDKMessages(messages: readonly AnyMessage[], options: ConvertOptions = {}): ModelMessage[] {
  const losses = new Losses(options);
  const names = new Map<string, string>();
  const out: JsonObject[] = [];
  let previousTool = false;
  messagesOf(messages).forEach((message, i) => {
    const path = `$[${i}]`;
    const kind = turnOf(message, path, losses);
    if (kind === "tool") {
      const part = toolResult(message, names, path, losses);
      if (part === undefined) return;
      if (previousTool) (out[out.length - 1]?.["content"] as Json[]).push(part);
      else {
        const po = messageOptions(message, {});
        out.push(Object.keys(po).length > 0 ? { role: "tool", content: [part], providerOptions: po } : { role: "tool", content: [part] });
      }
      previousTool = true;
      return;
    }
    previousTool = false;
    const own = fieldsOf(message);
    let written: JsonObject;
    if (kind === "system") written = { role: "system", content: systemText(message, path, losses) };
    else if (kind === "human") {
      const content = message["content"];
      written = {
        role: "user",
        content:
          typeof content === "string"
            ? content
            : kept(blocksOf(message, path).map((b, j) => partOf(b, "user", names, `${path}.content[${j}]`, losses))),
      };
    } else if (kind === "ai") {
      const [content, fromString] = assistant(message, names, path, losses);
      if (fromString) own["string_content"] = true;
      written = { role: "assistant", content };
    } else return;
    const po = messageOptions(message, own);
    if (Object.keys(po).length > 0) written[PO] = po;
    out.push(written);
  });
  return out as unknown as ModelMessage[];
}

// -- reading --------------------------------------------------------------------------------------

// A global of every runtime, declared here as the package is built without DOM types.
declare const URL: abstract new (...args: never[]) => { readonly href: string };

/** The SDK's data (`DataContent | URL`) as JSON holds it: a URL object as its text, bytes
 * (Uint8Array, ArrayBuffer, Buffer) as base64; strings and other values as they are. */
function plainData(value: unknown): unknown {
  if (typeof URL === "function" && value instanceof URL) return value.href;
  const bytes = value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : undefined;
  return bytes === undefined ? value : base64Text(bytes);
}

/** A ModelMessage whose parts hold the SDK's non-JSON data (URL objects, bytes), with that data as
 * strings; any other value as it is. */
function withPlainData(message: unknown): unknown {
  if (!isObject(message) || !Array.isArray(message["content"])) return message;
  const parts = message["content"] as unknown[];
  const key = (part: unknown): "image" | "data" | undefined =>
    isObject(part) ? (part["type"] === "image" ? "image" : part["type"] === "file" ? "data" : undefined) : undefined;
  if (
    !parts.some((part) => {
      const k = key(part);
      return k !== undefined && typeof (part as JsonObject)[k] === "object" && (part as JsonObject)[k] !== null;
    })
  )
    return message;
  const content = parts.map((part) => {
    const k = key(part);
    return k === undefined ? part : { ...(part as JsonObject), [k]: plainData((part as JsonObject)[k]) };
  });
  return { ...message, content };
}

function readMedia(part: JsonObject): JsonObject {
  let block: JsonObject;
  if (part["type"] === "image") block = { type: "image", ...mediaSource(part["image"] as string, part["mediaType"]) };
  else {
    block = mediaBlock(part["data"] as string, part["mediaType"]);
    if (has(part, "filename")) block["extras"] = { filename: part["filename"] as Json };
  }
  const [own, foreign] = splitOptions(part[PO]);
  if (has(own, "extras") && has(block, "extras")) own["extras"] = { ...(own["extras"] as JsonObject), ...(block["extras"] as JsonObject) };
  return readOptions(block, { [NAMESPACE]: own, ...foreign });
}

function readCall(part: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const [own] = splitOptions(part[PO]);
  const base: JsonObject = { id: part["toolCallId"] as Json, name: part["toolName"] as Json };
  const invalid = own["invalid"];
  delete own["invalid"];
  let block: JsonObject;
  if (pyTruthy(invalid)) {
    block = { type: "invalid_tool_call", ...base, args: part["input"] as Json };
  } else if (!isObject(part["input"])) {
    losses.lose("a tool call whose input is not a JSON object", `${path}.input`);
    return undefined;
  } else block = { type: part["providerExecuted"] ? "server_tool_call" : "tool_call", ...base, args: part["input"] };
  const options: JsonObject = isObject(part[PO]) ? { ...part[PO] } : {};
  options[NAMESPACE] = own;
  return readOptions(block, options);
}

function readServerResult(part: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const output = part["output"] as JsonObject;
  const tag = String(output["type"]);
  if (!["text", "json", "error-text", "error-json"].includes(tag)) {
    losses.lose(`a server tool result with a ${quoted(tag)} output`, `${path}.output`);
    return undefined;
  }
  const block: JsonObject = {
    type: "server_tool_result",
    tool_call_id: part["toolCallId"] as Json,
    status: tag.startsWith("error") ? "error" : "success",
  };
  block["output"] = output["value"] as Json;
  return readOptions(block, part[PO]);
}

function readPart(part: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  switch (part["type"]) {
    case "text":
      return readOptions({ type: "text", text: part["text"] as Json }, part[PO]);
    case "reasoning":
      return readOptions({ type: "reasoning", reasoning: part["text"] as Json }, part[PO]);
    case "image":
    case "file":
      return readMedia(part);
    case "tool-call":
      return readCall(part, path, losses);
    case "tool-result":
      return readServerResult(part, path, losses);
  }
  losses.lose(`a ${quoted(part["type"])} part (chatschema has no such block)`, path);
  return undefined;
}

function readAssistant(content: Json, own: JsonObject, path: string, losses: Losses): AnyMessage {
  if (typeof content === "string") return build("ai", { content, ...own }, path);
  const blocks = kept((content as JsonObject[]).map((p, j) => readPart(p, `${path}.content[${j}]`, losses)));
  const [calls, invalid] = callsOf(blocks);
  const fromString = own["string_content"];
  delete own["string_content"];
  if (pyTruthy(fromString)) {
    const text = blocks
      .filter((b) => b["type"] === "text")
      .map((b) => String(b["text"]))
      .join("");
    return build("ai", { content: text, tool_calls: calls, invalid_tool_calls: invalid, ...own }, path);
  }
  return build("ai", { content: blocks, tool_calls: calls, invalid_tool_calls: invalid, ...standardMetadata(own) }, path);
}

/** The content, status and output marker of the tool message for a `tool-result` part. */
function readOutput(part: JsonObject, path: string, losses: Losses): [Json, string, string | undefined] {
  const output = part["output"] as JsonObject;
  switch (output["type"]) {
    case "text":
    case "error-text":
      return [output["value"] as Json, output["type"] === "error-text" ? "error" : "success", undefined];
    case "json":
    case "error-json":
      return [jsonText(output["value"] as Json), output["type"] === "error-json" ? "error" : "success", "json"];
    case "execution-denied":
      return [has(output, "reason") ? (output["reason"] as Json) : "", "error", "execution-denied"];
  }
  const blocks: JsonObject[] = [];
  (output["value"] as JsonObject[]).forEach((item, j) => {
    const where = `${path}.output.value[${j}]`;
    let block: JsonObject;
    switch (item["type"]) {
      case "text":
        block = { type: "text", text: item["text"] as Json };
        break;
      case "image-data":
      case "file-data":
      case "media":
        block = mediaBlock(item["data"] as string, item["mediaType"]);
        if (item["type"] === "image-data") block["type"] = "image";
        if (has(item, "filename")) block["extras"] = { filename: item["filename"] as Json };
        break;
      case "image-url":
        block = { type: "image", url: item["url"] as Json };
        break;
      case "file-url":
        block = { type: "file", url: item["url"] as Json };
        if (has(item, "mediaType")) block["mime_type"] = item["mediaType"] as Json;
        break;
      default:
        losses.lose(`a ${quoted(item["type"])} item of a tool result`, where);
        return;
    }
    blocks.push(readOptions(block, item[PO]));
  });
  return [blocks, "success", undefined];
}

function readTool(message: JsonObject, foreign: JsonObject, path: string, losses: Losses): AnyMessage[] {
  const out: AnyMessage[] = [];
  (message["content"] as JsonObject[]).forEach((part, j) => {
    const where = `${path}.content[${j}]`;
    if (part["type"] !== "tool-result") {
      losses.lose(`a ${quoted(part["type"])} part (chatschema has no tool approvals)`, where);
      return;
    }
    const [content, status, marker] = readOutput(part, where, losses);
    const [own] = splitOptions(part[PO]);
    const fields: JsonObject = { name: part["toolName"] as Json, status, ...own };
    const sdk: JsonObject = {};
    if (marker !== undefined) sdk["output"] = marker;
    if (Object.keys(foreign).length > 0 && out.length === 0) sdk["providerOptions"] = foreign;
    if (Object.keys(sdk).length > 0) fields["additional_kwargs"] = withSdk(fields["additional_kwargs"], sdk);
    out.push(build("tool", { content, tool_call_id: part["toolCallId"] as Json, ...fields }, where));
  });
  return out;
}

function withForeign(own: JsonObject, foreign: JsonObject): JsonObject {
  if (Object.keys(foreign).length > 0) {
    own["additional_kwargs"] = withSdk(own["additional_kwargs"], { providerOptions: foreign });
  }
  return own;
}

/**
 * The Vercel AI SDK's `ModelMessage` list (ai 6.0.326) as messages: the reverse of
 * `convertToAISDKMessages`, what it wrote comes back as it was. Of other `ModelMessage` lists, a
 * `tool` message gives one tool message per result (a JSON result as its JSON text); an assistant
 * message with string content gives an AI message with that string, one with parts gives standard
 * blocks (tool calls also in `tool_calls`). Other providers' `providerOptions` are kept in
 * `additional_kwargs.ai_sdk` (of a message) and `extras.ai_sdk` (of a block), and written back.
 *
 * @param options `strict` (default true): a part chatschema has no block for (tool approvals, a
 *   provider file id in a tool result) throws; `strict: false` leaves it out and reports it to `onLoss`.
 * @throws ValidationError `data` is not a list of ModelMessage (the `AISDKModelMessage` schema type),
 *   at the path of the fault.
 * @throws ConversionError With `strict`, a part that has no chatschema form, at its path.
 * @example
 * convertFromAISDKMessages([{ role: "user", content: "hi" }])[0];
 * // { type: "human", content: "hi", additional_kwargs: {}, response_metadata: {}, name: null, id: null }
 */
export function convertFromAISDKMessages(data: readonly unknown[], options: ConvertOptions = {}): AnyMessage[] {
  data = Array.isArray(data) ? data.map(withPlainData) : data;
  checked(ModelMessageValidator.checkEach(data));
  const losses = new Losses(options);
  const out: AnyMessage[] = [];
  (data as JsonObject[]).forEach((message, i) => {
    const path = `$[${i}]`;
    const [own, foreign] = splitOptions(message[PO]);
    const role = message["role"];
    const content = message["content"] as Json;
    if (role === "tool") {
      out.push(...readTool(message, foreign, path, losses));
      return;
    }
    withForeign(own, foreign);
    if (role === "system") out.push(build("system", { content, ...own }, path));
    else if (role === "user") {
      const blocks =
        typeof content === "string" ? content : kept((content as JsonObject[]).map((p, j) => readPart(p, `${path}.content[${j}]`, losses)));
      out.push(build("human", { content: blocks, ...own }, path));
    } else out.push(readAssistant(content, own, path, losses));
  });
  return out;
}
