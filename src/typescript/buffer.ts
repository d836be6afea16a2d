// A conversation as one string, as Python's `chatschema.get_buffer_string`: the "prefix" format
// (`Human: ...` lines) and the "xml" format (`<message type="human">...</message>`, escaped).

import type { AIMessage, AnyMessage, ContentPart, MessageContent } from "../../generated/typescript/types.js";
import { contentText } from "./content.js";
import { kindOf } from "./kinds.js";
import type { MessageKind } from "./kinds.js";
import { pyHead, pyJsonDumps, pyLen, pyRepr, pyStr, pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";

/** Options of {@link getBufferString}: Python's keywords in camelCase, with its defaults. */
export interface BufferStringOptions {
  humanPrefix?: string;
  aiPrefix?: string;
  systemPrefix?: string;
  functionPrefix?: string;
  toolPrefix?: string;
  messageSeparator?: string;
  format?: "prefix" | "xml";
}

type Json = PyJson;
type JsonObject = { [key: string]: Json };

const ID_LIMIT = 64;
const BLOCK_LIMIT = 500;
// Characters XML 1.0 cannot hold, not even as references (lone surrogates with the u flag).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]/gu;

/**
 * Render messages as one string, one message after another, as Python's `get_buffer_string`.
 *
 * `format: "prefix"` writes `"<prefix>: <text>"` per message, an AI message's tool calls appended as
 * their Python repr (or a legacy `additional_kwargs.function_call` as Python's `str`); a chat message
 * uses its role as the prefix. Plain text, not structure. `format: "xml"` writes
 * `<message type="...">content</message>`, escaped, with `<tool_call>` elements and the blocks
 * Python renders; characters XML 1.0 cannot hold become U+FFFD.
 *
 * @throws RangeError `format` is neither "prefix" nor "xml", or a message is a `remove` message
 *   (Python's `ValueError`).
 * @example
 * getBufferString([{ type: "human", content: "Hi" }, { type: "ai", content: "Hello", tool_calls: [] }]);
 * // "Human: Hi\nAI: Hello"
 */
export function getBufferString(messages: readonly AnyMessage[], options: BufferStringOptions = {}): string {
  const format = options.format ?? "prefix";
  if (format !== "prefix" && format !== "xml") {
    throw new RangeError(`Unrecognized format=${pyRepr(format)}. Supported formats are 'prefix' and 'xml'.`);
  }
  const prefixes: Partial<Record<MessageKind, string>> = {
    human: options.humanPrefix ?? "Human",
    ai: options.aiPrefix ?? "AI",
    system: options.systemPrefix ?? "System",
    function: options.functionPrefix ?? "Function",
    tool: options.toolPrefix ?? "Tool",
  };
  const separator = options.messageSeparator ?? "\n";
  if (format === "xml") {
    return messages.map((m) => xmlMessage(m, prefixes)).join(separator).replace(NOT_XML, "\ufffd");
  }
  return messages.map((m) => prefixLine(m, prefixes)).join(separator);
}

function otherRole(message: AnyMessage, kind: MessageKind): string {
  if (kind === "chat") return (message as { role: string }).role;
  throw new RangeError(`Got unsupported message type: ${message.type}`);
}

/** `additional_kwargs.function_call` of an AI message, or undefined. */
function functionCall(message: AnyMessage): Json | undefined {
  const extra = (message.additional_kwargs ?? {}) as JsonObject;
  return Object.hasOwn(extra, "function_call") ? extra["function_call"] : undefined;
}

function callsOf(message: AnyMessage): JsonObject[] {
  return ((message as AIMessage).tool_calls ?? []) as unknown as JsonObject[];
}

/** Python's repr of tool calls as LangChain holds them: name, args, id and the type tag. */
export function toolCallsRepr(calls: readonly JsonObject[]): string {
  const one = (c: JsonObject) =>
    `{'name': ${pyRepr(c["name"] ?? null)}, 'args': ${pyRepr(c["args"] ?? null)}, 'id': ${pyRepr(c["id"] ?? null)}, 'type': 'tool_call'}`;
  return `[${calls.map(one).join(", ")}]`;
}

function prefixLine(message: AnyMessage, prefixes: Partial<Record<MessageKind, string>>): string {
  const kind = kindOf(message);
  const role = prefixes[kind] ?? otherRole(message, kind);
  const body = contentText(message.content ?? "");
  if (kind !== "ai") return `${role}: ${body}`;
  const calls = callsOf(message);
  if (calls.length > 0) return `${role}: ${body}${toolCallsRepr(calls)}`;
  const fc = functionCall(message);
  return fc === undefined ? `${role}: ${body}` : `${role}: ${body}${pyStr(fc)}`;
}

/** Python's `xml.sax.saxutils.escape`. */
function escape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll(">", "&gt;").replaceAll("<", "&lt;");
}

/** Python's `xml.sax.saxutils.quoteattr`. */
function quoteattr(value: string): string {
  const data = escape(value).replaceAll("\n", "&#10;").replaceAll("\r", "&#13;").replaceAll("\t", "&#9;");
  if (!data.includes('"')) return `"${data}"`;
  if (!data.includes("'")) return `'${data}'`;
  return `"${data.replaceAll('"', "&quot;")}"`;
}

/** Python's `str(value or "")`. */
function strOr(value: Json | undefined): string {
  return pyTruthy(value) ? pyStr(value as Json) : "";
}

function cut(text: string): string {
  return pyLen(text) > BLOCK_LIMIT ? pyHead(text, BLOCK_LIMIT) + "..." : text;
}

function xmlMessage(message: AnyMessage, prefixes: Partial<Record<MessageKind, string>>): string {
  const kind = kindOf(message);
  const prefix = prefixes[kind];
  const tag = `<message type=${quoteattr(prefix !== undefined ? prefix.toLowerCase() : otherRole(message, kind))}>`;
  const content = message.content ?? "";
  if (kind === "ai" && (callsOf(message).length > 0 || functionCall(message) !== undefined)) {
    return xmlWithCalls(message, tag);
  }
  return `${tag}${xmlContent(content)}</message>`;
}

function xmlContent(content: MessageContent): string {
  if (typeof content === "string") return escape(content);
  const parts: string[] = [];
  for (const item of content) {
    const piece = typeof item === "string" ? escape(item) : xmlBlock(item);
    if (piece) parts.push(piece);
  }
  return parts.join(" ");
}

function xmlWithCalls(message: AnyMessage, tag: string): string {
  const body = xmlContent(message.content ?? "");
  const lines = body ? [tag, `  <content>${body}</content>`] : [tag];
  const calls = callsOf(message);
  if (calls.length > 0) {
    for (const call of calls) {
      let id = strOr(call["id"]);
      if (pyLen(id) > ID_LIMIT) id = pyHead(id, ID_LIMIT) + "...";
      const args = pyJsonDumps(Object.hasOwn(call, "args") ? (call["args"] as Json) : {});
      lines.push(`  <tool_call id=${quoteattr(id)} name=${quoteattr(strOr(call["name"]))}>${escape(args)}</tool_call>`);
    }
  } else {
    const fc = functionCall(message);
    if (fc === null || typeof fc !== "object" || Array.isArray(fc)) {
      throw new TypeError("additional_kwargs.function_call is not an object");
    }
    const args = pyTruthy(fc["arguments"]) ? pyStr(fc["arguments"] as Json) : "{}";
    lines.push(`  <function_call name=${quoteattr(strOr(fc["name"]))}>${escape(args)}</function_call>`);
  }
  lines.push("</message>");
  return lines.join("\n");
}

function isDataUrl(value: Json | undefined): boolean {
  return typeof value === "string" && value.startsWith("data:");
}

function hasBase64(block: JsonObject): boolean {
  if (pyTruthy(block["base64"]) || isDataUrl(block["url"])) return true;
  const imageUrl = block["image_url"];
  return imageUrl !== null && typeof imageUrl === "object" && !Array.isArray(imageUrl) && isDataUrl(imageUrl["url"]);
}

function media(tag: string, block: JsonObject): string | undefined {
  if (pyTruthy(block["url"])) return `<${tag} url=${quoteattr(String(block["url"]))} />`;
  if (pyTruthy(block["file_id"])) return `<${tag} file_id=${quoteattr(String(block["file_id"]))} />`;
  return undefined;
}

function xmlBlock(part: ContentPart): string | undefined {
  const block = part as unknown as JsonObject;
  if (hasBase64(block)) return undefined;
  const text = (key: string) => (typeof block[key] === "string" ? (block[key] as string) : "");
  switch (block["type"]) {
    case "text":
      return text("text") ? escape(text("text")) : undefined;
    case "reasoning":
      return text("reasoning") ? `<reasoning>${escape(text("reasoning"))}</reasoning>` : undefined;
    case "image":
    case "audio":
    case "video":
      return media(block["type"], block);
    case "image_url": {
      const imageUrl = block["image_url"];
      if (imageUrl === null || typeof imageUrl !== "object" || Array.isArray(imageUrl)) return undefined;
      const url = imageUrl["url"];
      return typeof url === "string" && url ? `<image url=${quoteattr(url)} />` : undefined;
    }
    case "text-plain":
      return text("text") ? escape(cut(text("text"))) : undefined;
    case "server_tool_call": {
      const args = escape(cut(pyJsonDumps(Object.hasOwn(block, "args") ? (block["args"] as Json) : {})));
      return `<server_tool_call id=${quoteattr(strOr(block["id"]))} name=${quoteattr(strOr(block["name"]))}>${args}</server_tool_call>`;
    }
    case "server_tool_result": {
      const output = block["output"];
      const body = pyTruthy(output) ? escape(cut(pyJsonDumps(output as Json))) : "";
      return `<server_tool_result tool_call_id=${quoteattr(strOr(block["tool_call_id"]))} status=${quoteattr(strOr(block["status"]))}>${body}</server_tool_result>`;
    }
    default:
      return undefined;
  }
}
