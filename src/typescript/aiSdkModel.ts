// Messages as the Vercel AI SDK's ModelMessage (ai 6.0.326, `modelMessageSchema`) and back.
//
// system -> `{role: "system", content: <text>}`; human -> user; ai -> assistant, its tool calls as
// `tool-call` parts (a server tool call with `providerExecuted: true`, its result a `tool-result`
// part of the same message); tool -> one `{role: "tool"}` message with one `tool-result`. What the
// SDK has no field for (ids, names, usage, response metadata) is kept in `providerOptions.chatschema`
// (of the message; of the tool-result part for a tool message). Anything else is refused with a
// ConversionError at its path, or with `strict: false` left out and reported to `onLoss`.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { ValidationError } from "./errors.js";
import { pyJsonDumps } from "./pyRepr.js";
import {
  asJsonValue,
  blockOptions,
  expectArray,
  expectObject,
  expectString,
  has,
  isMedia,
  isObject,
  keptFields,
  Losses,
  loseOtherKeys,
  mediaBlock,
  mediaData,
  messageOf,
  namespaced,
  NAMESPACE,
  readNamespace,
  standardItems,
  turnOf,
  type Json,
  type JsonObject,
} from "./aiSdkShared.js";
import type {
  AssistantModelMessage,
  ConvertOptions,
  FilePart,
  ImagePart,
  ModelMessage,
  ProviderOptions,
  TextPart,
  ToolResultContentItem,
  ToolResultOutput,
  ToolResultPart,
  UserModelMessage,
} from "./aiSdkTypes.js";

const TARGET = "the AI SDK's ModelMessage";
const SOURCE = "chatschema's messages";

type UserPart = TextPart | ImagePart | FilePart;
type AssistantPart = Exclude<AssistantModelMessage["content"], string>[number];

function withOptions<const T extends object>(part: T, options: ProviderOptions | undefined): T {
  return options === undefined ? part : { ...part, providerOptions: options };
}

// -- messages -> ModelMessage ---------------------------------------------------------------------

/** The text of a system message's content; other blocks are lost. */
function systemText(message: JsonObject, path: string, losses: Losses): string {
  const content = message["content"] as Json;
  if (typeof content === "string") return content;
  let text = "";
  for (const [block, at] of standardItems(content, path)) {
    if (block["type"] === "text") {
      loseOtherKeys(block, ["text"], at, losses);
      text += String(block["text"]);
    } else losses.lose(`a '${String(block["type"])}' block in a system message`, at);
  }
  return text;
}

/** A media block as a file part (an image as an image part where `image` is true). */
function mediaPart(block: JsonObject, at: string, losses: Losses, image: true): ImagePart | FilePart | undefined;
function mediaPart(block: JsonObject, at: string, losses: Losses, image: false): FilePart | undefined;
function mediaPart(block: JsonObject, at: string, losses: Losses, image: boolean): ImagePart | FilePart | undefined {
  const found = mediaData(block);
  if (found === undefined) {
    losses.lose(`a '${String(block["type"])}' block without a URL or base64 data`, at);
    return undefined;
  }
  const [data, mediaType] = found;
  loseOtherKeys(block, ["url", "base64", "mime_type", "filename"], at, losses);
  if (image && block["type"] === "image") {
    const part: ImagePart = { type: "image", image: data };
    if (mediaType !== undefined) part.mediaType = mediaType;
    return withOptions(part, blockOptions(block));
  }
  if (mediaType === undefined) {
    losses.lose(`a '${String(block["type"])}' block without a MIME type`, at);
    return undefined;
  }
  const part: FilePart = { type: "file", data, mediaType };
  if (typeof block["filename"] === "string") part.filename = block["filename"];
  return withOptions(part, blockOptions(block));
}

function textPart(block: JsonObject, at: string, losses: Losses): TextPart {
  loseOtherKeys(block, ["text"], at, losses);
  return withOptions({ type: "text", text: String(block["text"]) }, blockOptions(block));
}

function userParts(message: JsonObject, path: string, losses: Losses): string | UserPart[] {
  const content = message["content"] as Json;
  if (typeof content === "string") return content;
  const parts: UserPart[] = [];
  for (const [block, at] of standardItems(content, path)) {
    let part: UserPart | undefined;
    if (block["type"] === "text") part = textPart(block, at, losses);
    else if (isMedia(block)) part = mediaPart(block, at, losses, true);
    else losses.lose(`a '${String(block["type"])}' block in a user message`, at);
    if (part !== undefined) parts.push(part);
  }
  return parts;
}

/** A tool call (or server tool call) as a `tool-call` part. */
function callPart(call: JsonObject, at: string, losses: Losses, server: boolean): AssistantPart | undefined {
  if (typeof call["id"] !== "string" || typeof call["name"] !== "string") {
    losses.lose("a tool call without an id or a name", at);
    return undefined;
  }
  const part: AssistantPart = { type: "tool-call", toolCallId: call["id"], toolName: call["name"], input: asJsonValue(call["args"]) };
  if (server) part.providerExecuted = true;
  return part;
}

function assistantContent(message: JsonObject, path: string, losses: Losses, names: Map<string, string>): AssistantModelMessage["content"] {
  const content = message["content"] as Json;
  const calls = Array.isArray(message["tool_calls"]) ? (message["tool_calls"] as JsonObject[]) : [];
  (Array.isArray(message["invalid_tool_calls"]) ? message["invalid_tool_calls"] : []).forEach((_, k) =>
    losses.lose("an invalid tool call", `${path}.invalid_tool_calls[${k}]`),
  );
  if (typeof content === "string" && calls.length === 0) return content;
  const parts: AssistantPart[] = [];
  const written = new Set<Json>();
  const serverNames = new Map<Json, string>();
  for (const [block, at] of standardItems(content, path)) {
    let part: AssistantPart | undefined;
    const tag = block["type"];
    if (tag === "text") part = textPart(block, at, losses);
    else if (tag === "reasoning") {
      loseOtherKeys(block, ["reasoning"], at, losses);
      part = withOptions({ type: "reasoning", text: String(block["reasoning"] ?? "") }, blockOptions(block));
    } else if (isMedia(block)) part = mediaPart(block, at, losses, false);
    else if (tag === "tool_call") {
      written.add(block["id"] as Json);
      part = callPart(block, at, losses, false);
    } else if (tag === "server_tool_call") {
      part = callPart(block, at, losses, true);
      if (part !== undefined) serverNames.set(block["id"] as Json, String(block["name"]));
    } else if (tag === "server_tool_result") part = serverResult(block, at, losses, serverNames);
    else losses.lose(`a '${String(tag)}' block in an assistant message`, at);
    if (part !== undefined) parts.push(part);
  }
  calls.forEach((call, k) => {
    if (written.has(call["id"] as Json)) return;
    const part = callPart(call, `${path}.tool_calls[${k}]`, losses, false);
    if (part !== undefined) parts.push(part);
  });
  for (const part of parts) if (part.type === "tool-call" && !part.providerExecuted) names.set(part.toolCallId, part.toolName);
  return parts;
}

function serverResult(block: JsonObject, at: string, losses: Losses, names: Map<Json, string>): ToolResultPart | undefined {
  const name = names.get(block["tool_call_id"] as Json);
  if (name === undefined || typeof block["tool_call_id"] !== "string") {
    losses.lose("a server tool result without its server tool call", at);
    return undefined;
  }
  loseOtherKeys(block, ["tool_call_id", "status", "output"], at, losses);
  const value = asJsonValue(block["output"]);
  const output: ToolResultOutput = block["status"] === "error" ? { type: "error-json", value } : { type: "json", value };
  return withOptions({ type: "tool-result", toolCallId: block["tool_call_id"], toolName: name, output }, blockOptions(block));
}

/** The output of a tool message: text (or error text), or a `content` list. */
function toolOutput(message: JsonObject, path: string, losses: Losses): ToolResultOutput {
  const content = message["content"] as Json;
  const error = message["status"] === "error";
  if (typeof content === "string") return { type: error ? "error-text" : "text", value: content };
  if (error) losses.lose("the error status of a tool message with list content", `${path}.status`);
  const value: ToolResultContentItem[] = [];
  for (const [block, at] of standardItems(content, path)) {
    if (block["type"] === "text") {
      loseOtherKeys(block, ["text"], at, losses);
      value.push({ type: "text", text: String(block["text"]) });
      continue;
    }
    const found = isMedia(block) ? mediaData(block) : undefined;
    if (found === undefined) {
      losses.lose(`a '${String(block["type"])}' block in a tool result`, at);
      continue;
    }
    loseOtherKeys(block, ["url", "base64", "mime_type", "filename"], at, losses);
    const [data, mediaType] = found;
    const url = typeof block["url"] === "string";
    const filename = typeof block["filename"] === "string" ? { filename: block["filename"] } : {};
    if (block["type"] === "image" && url) value.push({ type: "image-url", url: data });
    else if (url) value.push({ type: "file-url", url: data, ...(mediaType === undefined ? {} : { mediaType }) });
    else if (mediaType === undefined) losses.lose(`a '${String(block["type"])}' block without a MIME type`, at);
    else if (block["type"] === "image") value.push({ type: "image-data", data, mediaType });
    else value.push({ type: "file-data", data, mediaType, ...filename });
  }
  return { type: "content", value };
}

function toolMessage(message: JsonObject, path: string, losses: Losses, names: Map<string, string>): ModelMessage | undefined {
  const callId = message["tool_call_id"];
  const name = (typeof callId === "string" ? names.get(callId) : undefined) ?? message["name"];
  if (typeof callId !== "string" || typeof name !== "string") {
    losses.lose("a tool result whose tool call is not in the history and that has no name", `${path}.tool_call_id`);
    return undefined;
  }
  const part: ToolResultPart = { type: "tool-result", toolCallId: callId, toolName: name, output: toolOutput(message, path, losses) };
  const kept = keptFields(message);
  const status = message["status"] === "error" && typeof message["content"] !== "string";
  void status;
  return { role: "tool", content: [withOptions(part, namespaced(kept))] };
}

/**
 * Messages as the Vercel AI SDK's `ModelMessage` list (ai 6.0.326), what `generateText({messages})`
 * and `modelMessageSchema` take. Ids, names, usage and response metadata are kept under
 * `providerOptions.chatschema`, so `convertFromAISDKMessages` gives the messages back.
 *
 * @throws ConversionError What the AI SDK cannot hold (a function message, an invalid tool call, a
 *   block without a place), at its JSON path; with `strict: false` it is left out and reported.
 * @example
 * convertToAISDKMessages([{ type: "human", content: "hi" }]); // [{ role: "user", content: "hi" }]
 */
export function convertToAISDKMessages(messages: readonly AnyMessage[], options: ConvertOptions = {}): ModelMessage[] {
  const losses = new Losses(TARGET, options);
  const names = new Map<string, string>();
  const out: ModelMessage[] = [];
  expectArray(messages, "$").forEach((item, i) => {
    const path = `$[${i}]`;
    const message = expectObject(item, path);
    const turn = turnOf(message, path, losses);
    let written: ModelMessage | undefined;
    if (turn === "tool") written = toolMessage(message, path, losses, names);
    else if (turn === "system") written = { role: "system", content: systemText(message, path, losses) };
    else if (turn === "human") written = { role: "user", content: userParts(message, path, losses) } as UserModelMessage;
    else if (turn === "ai") written = { role: "assistant", content: assistantContent(message, path, losses, names) };
    if (written === undefined) return;
    const kept = turn === "tool" ? undefined : namespaced(keptFields(message));
    out.push(withOptions(written, kept));
  });
  return out;
}

// -- ModelMessage -> messages ---------------------------------------------------------------------

/** A part's namespace id (and nothing else), checked. */
function partId(part: JsonObject, path: string, losses: Losses): JsonObject {
  const kept = readNamespace(part["providerOptions"], `${path}.providerOptions`, losses);
  for (const key of Object.keys(kept)) if (key !== "id") losses.lose(`a part's '${key}'`, `${path}.providerOptions.${NAMESPACE}.${key}`);
  return has(kept, "id") ? { id: kept["id"] as Json } : {};
}

function readMedia(part: JsonObject, path: string, losses: Losses, key: "image" | "data"): JsonObject {
  const data = part[key];
  if (typeof data !== "string") throw new ValidationError("Expected URL or base64 text", `${path}.${key}`);
  const mediaType = part["mediaType"] === undefined ? undefined : expectString(part["mediaType"], `${path}.mediaType`);
  const filename = part["filename"] === undefined ? undefined : expectString(part["filename"], `${path}.filename`);
  const block = mediaBlock(data, key === "image" ? (mediaType ?? undefined) : mediaType, filename);
  if (key === "image" && block["type"] !== "image") block["type"] = "image";
  return { ...block, ...partId(part, path, losses) };
}

/** A user or assistant part as a standard block (tool calls excepted). */
function readPart(part: JsonObject, path: string, losses: Losses): JsonObject | undefined {
  const tag = part["type"];
  if (tag === "text") return { type: "text", text: expectString(part["text"], `${path}.text`), ...partId(part, path, losses) };
  if (tag === "reasoning") return { type: "reasoning", reasoning: expectString(part["text"], `${path}.text`), ...partId(part, path, losses) };
  if (tag === "image") return readMedia(part, path, losses, "image");
  if (tag === "file") return readMedia(part, path, losses, "data");
  losses.lose(`a '${String(tag)}' part`, path);
  return undefined;
}

/** Content as a string when it is at most one plain text part, else the blocks. */
function contentOf(blocks: JsonObject[]): Json {
  if (blocks.length === 0) return "";
  const [first] = blocks as [JsonObject];
  if (blocks.length === 1 && first["type"] === "text" && Object.keys(first).length === 2) return first["text"] as Json;
  return blocks;
}

function readOutput(output: JsonObject, path: string, losses: Losses): [Json, boolean] {
  const tag = output["type"];
  if (tag === "text" || tag === "error-text") return [expectString(output["value"], `${path}.value`), tag === "error-text"];
  if (tag === "json" || tag === "error-json") return [pyJsonDumps(output["value"] as Json), tag === "error-json"];
  if (tag === "content") {
    const blocks: JsonObject[] = [];
    expectArray(output["value"], `${path}.value`).forEach((item, j) => {
      const at = `${path}.value[${j}]`;
      const part = expectObject(item, at);
      const kind = part["type"];
      if (kind === "text") blocks.push({ type: "text", text: expectString(part["text"], `${at}.text`) });
      else if (kind === "image-url" || kind === "file-url") {
        const mediaType = kind === "image-url" ? undefined : (part["mediaType"] as string | undefined);
        blocks.push({ ...mediaBlock(expectString(part["url"], `${at}.url`), mediaType), ...(kind === "image-url" ? { type: "image" } : {}) });
      } else if (kind === "image-data" || kind === "file-data" || kind === "media") {
        const filename = typeof part["filename"] === "string" ? part["filename"] : undefined;
        blocks.push(mediaBlock(expectString(part["data"], `${at}.data`), expectString(part["mediaType"], `${at}.mediaType`), filename));
      } else losses.lose(`a '${String(kind)}' tool output item`, at);
    });
    return [blocks, false];
  }
  losses.lose(`a '${String(tag)}' tool output`, path);
  return ["", tag === "execution-denied"];
}

function readAssistant(message: JsonObject, path: string, losses: Losses, kept: JsonObject): AnyMessage {
  const content = message["content"];
  if (typeof content === "string") return messageOf("ai", { content }, kept, path);
  const blocks: JsonObject[] = [];
  const calls: JsonObject[] = [];
  expectArray(content, `${path}.content`).forEach((item, j) => {
    const at = `${path}.content[${j}]`;
    const part = expectObject(item, at);
    const tag = part["type"];
    if (tag === "tool-call") {
      const call = {
        id: expectString(part["toolCallId"], `${at}.toolCallId`),
        name: expectString(part["toolName"], `${at}.toolName`),
        args: (part["input"] ?? null) as Json,
      };
      if (part["providerExecuted"] === true) blocks.push({ type: "server_tool_call", ...call, ...partId(part, at, losses) });
      else {
        partId(part, at, losses);
        calls.push({ name: call.name, args: call.args, id: call.id, type: "tool_call" });
      }
    } else if (tag === "tool-result") {
      const [value, error] = readOutput(expectObject(part["output"], `${at}.output`), `${at}.output`, losses);
      const output = isObject(part["output"]) && (part["output"]["type"] === "json" || part["output"]["type"] === "error-json") ? (part["output"]["value"] as Json) : value;
      blocks.push({
        type: "server_tool_result",
        tool_call_id: expectString(part["toolCallId"], `${at}.toolCallId`),
        status: error ? "error" : "success",
        output,
        ...partId(part, at, losses),
      });
    } else {
      const block = readPart(part, at, losses);
      if (block !== undefined) blocks.push(block);
    }
  });
  return messageOf("ai", { content: contentOf(blocks), tool_calls: calls }, kept, path);
}

/**
 * Messages from the Vercel AI SDK's `ModelMessage` list (ai 6.0.326): the inverse of
 * `convertToAISDKMessages`. A tool message gives one tool message per `tool-result` part; an
 * assistant's `providerExecuted` tool call and its result become `server_tool_call` and
 * `server_tool_result` blocks.
 *
 * @throws ValidationError A value that is not a ModelMessage, at its JSON path.
 * @throws ConversionError What chatschema's messages cannot hold (a tool approval, another
 *   provider's options), at its JSON path; with `strict: false` it is left out and reported.
 * @example
 * convertFromAISDKMessages([{ role: "user", content: "hi" }])[0];
 * // { type: "human", content: "hi", additional_kwargs: {}, response_metadata: {}, name: null, id: null }
 */
export function convertFromAISDKMessages(data: readonly unknown[], options: ConvertOptions = {}): AnyMessage[] {
  const losses = new Losses(SOURCE, options);
  const out: AnyMessage[] = [];
  expectArray(data, "$").forEach((item, i) => {
    const path = `$[${i}]`;
    const message = expectObject(item, path);
    const role = message["role"];
    const kept = role === "tool" ? {} : readNamespace(message["providerOptions"], `${path}.providerOptions`, losses);
    if (role === "system") out.push(messageOf("system", { content: expectString(message["content"], `${path}.content`) }, kept, path));
    else if (role === "user") {
      const content = message["content"];
      const blocks =
        typeof content === "string"
          ? content
          : expectArray(content, `${path}.content`).flatMap((part, j) => readPart(expectObject(part, `${path}.content[${j}]`), `${path}.content[${j}]`, losses) ?? []);
      out.push(messageOf("human", { content: blocks }, kept, path));
    } else if (role === "assistant") out.push(readAssistant(message, path, losses, kept));
    else if (role === "tool") {
      if (message["providerOptions"] !== undefined) readNamespace(message["providerOptions"], `${path}.providerOptions`, losses);
      expectArray(message["content"], `${path}.content`).forEach((entry, j) => {
        const at = `${path}.content[${j}]`;
        const part = expectObject(entry, at);
        if (part["type"] !== "tool-result") {
          losses.lose(`a '${String(part["type"])}' part`, at);
          return;
        }
        const partKept = readNamespace(part["providerOptions"], `${at}.providerOptions`, losses);
        const [content, error] = readOutput(expectObject(part["output"], `${at}.output`), `${at}.output`, losses);
        const fields: JsonObject = { content, tool_call_id: expectString(part["toolCallId"], `${at}.toolCallId`) };
        if (error) fields["status"] = "error";
        out.push(messageOf("tool", fields, partKept, at));
      });
    } else throw new ValidationError(`Not an AI SDK role: ${JSON.stringify(role ?? null)}`, `${path}.role`);
  });
  return out;
}
