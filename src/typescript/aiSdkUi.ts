// Messages as the Vercel AI SDK's UIMessage (ai 6.0.326, what `useChat` holds and
// `safeValidateUIMessages` checks) and back.
//
// system, human and ai messages become UIMessages of role system, user and assistant; a tool call is
// a `tool-<name>` part of its assistant message, and the tool message that answers it fills that
// part (`output-available`, or `output-error` for an error status) instead of being a message of its
// own. What the SDK has no field for (names, usage, response metadata) is kept in
// `metadata.chatschema` (of the message; `resultProviderMetadata.chatschema` of the part for a tool
// message). Anything else is refused with a ConversionError at its path, or with `strict: false`
// left out and reported to `onLoss`.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { bestEffortContentBlocks } from "./contentBlocks.js";
import { jsonTypeName, ValidationError } from "./errors.js";
import { pyJsonDumps } from "./pyRepr.js";
import { build, full, has, isObject, Losses, NAMESPACE, turnOf, type Json, type JsonObject } from "./aiSdkShared.js";
import type {
  ConvertOptions,
  DynamicToolUIPart,
  JSONObject,
  JSONValue,
  ProviderOptions,
  ToolUIPart,
  UIMessage,
  UIMessagePart,
} from "./aiSdkTypes.js";

const asJsonValue = (value: Json | undefined): JSONValue => (value ?? null) as JSONValue;

function expectObject(value: unknown, path: string): JsonObject {
  if (!isObject(value)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(value)}\``, path);
  return value;
}
function expectArray(value: unknown, path: string): Json[] {
  if (!Array.isArray(value)) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(value)}\``, path);
  return value as Json[];
}
function expectString(value: unknown, path: string): string {
  if (typeof value !== "string") throw new ValidationError(`Expected \`str\`, got \`${jsonTypeName(value)}\``, path);
  return value;
}
const KEPT = ["id", "name", "additional_kwargs", "response_metadata", "usage_metadata", "artifact"];
function keptFields(message: JsonObject, skip: readonly string[] = []): JSONObject | undefined {
  const out: JsonObject = {};
  for (const key of KEPT) {
    const v = message[key];
    if (skip.includes(key) || v === undefined || v === null || (isObject(v) && Object.keys(v).length === 0)) continue;
    out[key] = v;
  }
  return Object.keys(out).length > 0 ? (out as JSONObject) : undefined;
}
function namespaced(kept: JSONObject | undefined): ProviderOptions | undefined {
  return kept === undefined ? undefined : { [NAMESPACE]: kept };
}
function readNamespace(options: Json | undefined, path: string, losses: Losses): JsonObject {
  if (options === undefined || options === null) return {};
  const all = expectObject(options, path);
  for (const key of Object.keys(all)) if (key !== NAMESPACE) losses.lose(`the provider options of '${key}'`, `${path}.${key}`);
  return has(all, NAMESPACE) ? expectObject(all[NAMESPACE], `${path}.${NAMESPACE}`) : {};
}
function messageOf(tag: string, fields: JsonObject, kept: JsonObject, path: string): AnyMessage {
  return build(tag as "ai", { ...fields, ...kept }, path);
}
const MEDIA = new Set(["image", "audio", "video", "file"]);
function mediaData(block: JsonObject): [string, string | undefined] | undefined {
  const mime = typeof block["mime_type"] === "string" ? block["mime_type"] : undefined;
  if (typeof block["url"] === "string") return [block["url"], mime];
  if (typeof block["base64"] === "string") return [block["base64"], mime];
  return undefined;
}
const isMedia = (block: JsonObject): boolean => MEDIA.has(String(block["type"]));
function mediaKind(mediaType: unknown): string {
  const major = typeof mediaType === "string" ? (mediaType.split("/", 1)[0] as string) : "";
  return major === "image" || major === "audio" || major === "video" ? major : "file";
}
function mediaBlock(data: string, mediaType: string | undefined, filename?: string): JsonObject {
  const block: JsonObject = { type: mediaKind(mediaType) };
  const inline = /^data:([^;,]+);base64,([\s\S]*)$/.exec(data);
  if (inline !== null) {
    block["base64"] = inline[2] as string;
    block["mime_type"] = mediaType ?? (inline[1] as string);
  } else {
    block[/^[A-Za-z][A-Za-z0-9+.-]*:/.test(data) ? "url" : "base64"] = data;
    if (mediaType !== undefined) block["mime_type"] = mediaType;
  }
  if (filename !== undefined) block["filename"] = filename;
  return block;
}
function asUrl(block: JsonObject, mime: string): string {
  return typeof block["url"] === "string" ? block["url"] : `data:${mime};base64,${String(block["base64"])}`;
}
function standardItems(content: Json, path: string): [JsonObject, string][] {
  if (typeof content === "string") return content === "" ? [] : [[{ type: "text", text: content }, `${path}.content`]];
  const out: [JsonObject, string][] = [];
  expectArray(content, `${path}.content`).forEach((item, j) => {
    const at = `${path}.content[${j}]`;
    for (const block of bestEffortContentBlocks([item]) as JsonObject[]) {
      if (has(block, "id") && !(isObject(item) && has(item, "id"))) {
        const { id: _, ...others } = block;
        out.push([others, at]);
      } else out.push([block, at]);
    }
  });
  return out;
}
function loseOtherKeys(block: JsonObject, known: readonly string[], path: string, losses: Losses): void {
  for (const key of Object.keys(block)) {
    if (key === "type" || key === "id" || known.includes(key)) continue;
    if (key === "extras" && isObject(block[key]) && Object.keys(block[key] as JsonObject).length === 0) continue;
    losses.lose(`a '${String(block["type"])}' block's '${key}'`, `${path}.${key}`);
  }
}

const ROLES = { system: "system", human: "user", ai: "assistant" } as const;

type ToolPart = ToolUIPart | DynamicToolUIPart;

// -- messages -> UIMessage ------------------------------------------------------------------------

/** The parts of a system, human or ai message's content. */
function contentParts(message: JsonObject, path: string, losses: Losses, role: string, calls: Map<string, ToolPart>): UIMessagePart[] {
  const parts: UIMessagePart[] = [];
  for (const [block, at] of standardItems(message["content"] as Json, path)) {
    const tag = block["type"];
    if (has(block, "id")) losses.lose(`a '${String(tag)}' block's 'id'`, `${at}.id`);
    if (tag === "text") {
      loseOtherKeys(block, ["text"], at, losses);
      parts.push({ type: "text", text: String(block["text"]) });
    } else if (tag === "reasoning" && role === "assistant") {
      loseOtherKeys(block, ["reasoning"], at, losses);
      parts.push({ type: "reasoning", text: String(block["reasoning"] ?? "") });
    } else if (isMedia(block) && role !== "system") {
      const found = mediaData(block);
      if (found === undefined || found[1] === undefined) {
        losses.lose(`a '${String(tag)}' block without a URL or base64 data and its MIME type`, at);
        continue;
      }
      loseOtherKeys(block, ["url", "base64", "mime_type", "filename"], at, losses);
      const part: UIMessagePart = { type: "file", mediaType: found[1], url: asUrl(block, found[1]) };
      if (typeof block["filename"] === "string") part.filename = block["filename"];
      parts.push(part);
    } else if ((tag === "tool_call" || tag === "server_tool_call") && role === "assistant") {
      const part = toolPart(block, at, losses, tag === "server_tool_call");
      if (part !== undefined) {
        calls.set(part.toolCallId, part);
        parts.push(part);
      }
    } else if (tag === "server_tool_result" && role === "assistant") {
      fillServerResult(block, at, losses, calls);
    } else losses.lose(`a '${String(tag)}' block in a ${role} message`, at);
  }
  return parts;
}

function toolPart(call: JsonObject, at: string, losses: Losses, server: boolean): ToolPart | undefined {
  if (typeof call["id"] !== "string" || typeof call["name"] !== "string") {
    losses.lose("a tool call without an id or a name", at);
    return undefined;
  }
  const part: ToolPart = {
    type: `tool-${call["name"]}`,
    toolCallId: call["id"],
    state: "input-available",
    input: asJsonValue(call["args"]),
  };
  if (server) part.providerExecuted = true;
  return part;
}

/** Put a part in its `output-available` (or `output-error`) state. */
function fill(part: ToolPart, output: Json, error: string | undefined, kept: JSONObject | undefined): void {
  const filled = part as unknown as JsonObject;
  if (error === undefined) {
    filled["state"] = "output-available";
    filled["output"] = output;
  } else {
    filled["state"] = "output-error";
    filled["errorText"] = error;
  }
  if (kept !== undefined) filled["resultProviderMetadata"] = namespaced(kept) as unknown as Json;
}

function fillServerResult(block: JsonObject, at: string, losses: Losses, calls: Map<string, ToolPart>): void {
  const part = calls.get(String(block["tool_call_id"]));
  if (part === undefined || !part.providerExecuted || part.state !== "input-available") {
    losses.lose("a server tool result without its server tool call", at);
    return;
  }
  loseOtherKeys(block, ["tool_call_id", "status", "output"], at, losses);
  const output = asJsonValue(block["output"]);
  fill(part, output, block["status"] === "error" ? pyJsonDumps(output) : undefined, undefined);
}

function fillToolResult(message: JsonObject, path: string, losses: Losses, calls: Map<string, ToolPart>): void {
  const part = calls.get(String(message["tool_call_id"]));
  if (part === undefined || part.state !== "input-available") {
    losses.lose("a tool result whose tool call is not in an earlier assistant message", `${path}.tool_call_id`);
    return;
  }
  const content = message["content"] as Json;
  let error: string | undefined;
  if (message["status"] === "error") {
    if (typeof content === "string") error = content;
    else losses.lose("the error status of a tool message with list content", `${path}.status`);
  }
  fill(part, content, error, keptFields(message));
}

/**
 * Messages as the Vercel AI SDK's `UIMessage` list (ai 6.0.326), what `useChat` holds and
 * `convertToModelMessages` reads. A tool message fills the tool part of the assistant message that
 * called it; ids become the UIMessage ids; names, usage and response metadata are kept in
 * `metadata.chatschema`, so `convertFromAISDKUIMessages` gives the messages back.
 *
 * @throws ConversionError What a UIMessage cannot hold (a function message, a tool result without
 *   its call, a block without a place), at its JSON path; with `strict: false` it is left out and reported.
 * @example
 * convertToAISDKUIMessages([{ type: "human", content: "hi", id: "m1" }]);
 * // [{ id: "m1", role: "user", parts: [{ type: "text", text: "hi" }] }]
 */
export function convertToAISDKUIMessages(messages: readonly AnyMessage[], options: ConvertOptions = {}): UIMessage[] {
  const losses = new Losses(options);
  const calls = new Map<string, ToolPart>();
  const out: UIMessage[] = [];
  expectArray(messages, "$").forEach((item, i) => {
    const path = `$[${i}]`;
    const message = full(expectObject(item, path), path);
    const turn = turnOf(message, path, losses);
    if (turn === undefined) return;
    if (turn === "tool") {
      fillToolResult(message, path, losses, calls);
      return;
    }
    const role = ROLES[turn];
    const parts = contentParts(message, path, losses, role, calls);
    if (turn === "ai") {
      (Array.isArray(message["invalid_tool_calls"]) ? message["invalid_tool_calls"] : []).forEach((_, k) =>
        losses.lose("an invalid tool call", `${path}.invalid_tool_calls[${k}]`),
      );
      (Array.isArray(message["tool_calls"]) ? (message["tool_calls"] as JsonObject[]) : []).forEach((call, k) => {
        if (calls.get(String(call["id"]))?.type === `tool-${String(call["name"])}`) return;
        const part = toolPart(call, `${path}.tool_calls[${k}]`, losses, false);
        if (part === undefined) return;
        calls.set(part.toolCallId, part);
        parts.push(part);
      });
    }
    if (parts.length === 0) parts.push({ type: "text", text: "" }); // a UIMessage has at least one part
    const ui: UIMessage = { id: typeof message["id"] === "string" ? message["id"] : "", role, parts };
    const kept = keptFields(message, ["id"]);
    if (kept !== undefined) ui.metadata = namespaced(kept) as JSONObject;
    out.push(ui);
  });
  return out;
}

// -- UIMessage -> messages ------------------------------------------------------------------------

/** A tool part's output as a tool message's content: a string or a list as it is, else its JSON text. */
function outputContent(output: Json): Json {
  const blocks = Array.isArray(output) && output.every((item) => isObject(item) && typeof item["type"] === "string");
  return typeof output === "string" || blocks ? output : pyJsonDumps(output);
}

/** The tool call and the result (a tool message, or a `server_tool_result` block) of a tool part. */
function readToolPart(
  part: JsonObject,
  path: string,
  losses: Losses,
  blocks: JsonObject[],
  calls: JsonObject[],
  results: AnyMessage[],
): void {
  const tag = String(part["type"]);
  const name = tag === "dynamic-tool" ? expectString(part["toolName"], `${path}.toolName`) : tag.slice("tool-".length);
  const id = expectString(part["toolCallId"], `${path}.toolCallId`);
  const state = part["state"];
  if (state !== "input-available" && state !== "output-available" && state !== "output-error") {
    losses.lose(`a tool part in the state ${JSON.stringify(state)}`, `${path}.state`);
    return;
  }
  if (part["callProviderMetadata"] !== undefined) readNamespace(part["callProviderMetadata"], `${path}.callProviderMetadata`, losses);
  const args = (part["input"] ?? null) as Json;
  if (!isObject(args)) {
    losses.lose("a tool call whose input is not a JSON object", `${path}.input`);
    return;
  }
  const server = part["providerExecuted"] === true;
  if (server) blocks.push({ type: "server_tool_call", id, name, args });
  else calls.push({ name, args, id, type: "tool_call" });
  if (state === "input-available") return;
  const error = state === "output-error" ? expectString(part["errorText"], `${path}.errorText`) : undefined;
  const kept = readNamespace(part["resultProviderMetadata"], `${path}.resultProviderMetadata`, losses);
  if (server) {
    const output = error ?? ((part["output"] ?? null) as Json);
    blocks.push({ type: "server_tool_result", tool_call_id: id, status: error === undefined ? "success" : "error", output });
    return;
  }
  const fields: JsonObject = { content: error ?? outputContent((part["output"] ?? null) as Json), tool_call_id: id };
  if (error !== undefined) fields["status"] = "error";
  results.push(messageOf("tool", fields, kept, path));
}

/** Content as a string when it is at most one text part, else the blocks. */
function contentOf(blocks: JsonObject[]): Json {
  if (blocks.length === 0) return "";
  const [first] = blocks as [JsonObject];
  return blocks.length === 1 && first["type"] === "text" ? (first["text"] as Json) : blocks;
}

const TAGS: Readonly<Record<string, string>> = { system: "system", user: "human", assistant: "ai" };

/**
 * Messages from the Vercel AI SDK's `UIMessage` list (ai 6.0.326): the inverse of
 * `convertToAISDKUIMessages`. An assistant message gives an AI message and, after it, a tool
 * message for each tool part with an output (or an error); `step-start` parts mark steps only.
 *
 * @throws ValidationError A value that is not a UIMessage, at its JSON path.
 * @throws ConversionError What chatschema's messages cannot hold (sources, data parts, tool
 *   approvals, another provider's metadata), at its JSON path; with `strict: false` it is left out
 *   and reported.
 * @example
 * convertFromAISDKUIMessages([{ id: "m1", role: "user", parts: [{ type: "text", text: "hi" }] }])[0];
 * // { type: "human", content: "hi", additional_kwargs: {}, response_metadata: {}, name: null, id: "m1" }
 */
export function convertFromAISDKUIMessages(data: readonly unknown[], options: ConvertOptions = {}): AnyMessage[] {
  const losses = new Losses(options);
  const out: AnyMessage[] = [];
  expectArray(data, "$").forEach((item, i) => {
    const path = `$[${i}]`;
    const message = expectObject(item, path);
    const role = message["role"];
    const tag = typeof role === "string" && has(TAGS, role) ? TAGS[role] : undefined;
    if (tag === undefined) throw new ValidationError(`Not an AI SDK UIMessage role: ${JSON.stringify(role ?? null)}`, `${path}.role`);
    const metadata = message["metadata"];
    const kept = isObject(metadata) || metadata === undefined ? readNamespace(metadata, `${path}.metadata`, losses) : {};
    if (metadata !== undefined && !isObject(metadata)) losses.lose("metadata that is not an object", `${path}.metadata`);
    const id = expectString(message["id"], `${path}.id`);
    const blocks: JsonObject[] = [];
    const calls: JsonObject[] = [];
    const results: AnyMessage[] = [];
    expectArray(message["parts"], `${path}.parts`).forEach((entry, j) => {
      const at = `${path}.parts[${j}]`;
      const part = expectObject(entry, at);
      const type = String(part["type"]);
      if (type === "text") blocks.push({ type: "text", text: expectString(part["text"], `${at}.text`) });
      else if (type === "reasoning" && tag === "ai")
        blocks.push({ type: "reasoning", reasoning: expectString(part["text"], `${at}.text`) });
      else if (type === "file") {
        const filename = part["filename"] === undefined ? undefined : expectString(part["filename"], `${at}.filename`);
        blocks.push(mediaBlock(expectString(part["url"], `${at}.url`), expectString(part["mediaType"], `${at}.mediaType`), filename));
      } else if (type === "step-start") return;
      else if ((type.startsWith("tool-") || type === "dynamic-tool") && tag === "ai")
        readToolPart(part, at, losses, blocks, calls, results);
      else {
        losses.lose(`a '${type}' part`, at);
        return;
      }
      for (const key of ["providerMetadata", "state"]) {
        if (part[key] !== undefined && !type.startsWith("tool-") && type !== "dynamic-tool") {
          if (key === "state" && part[key] === "done") continue;
          losses.lose(`a part's '${key}'`, `${at}.${key}`);
        }
      }
    });
    const fields: JsonObject = { content: contentOf(blocks) };
    if (tag === "ai") fields["tool_calls"] = calls;
    out.push(messageOf(tag, fields, { ...kept, id: id === "" ? null : id }, path), ...results);
  });
  return out;
}
