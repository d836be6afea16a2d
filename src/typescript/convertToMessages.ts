// Messages from the many ways code writes them, as Python's `chatschema.convert_to_messages`:
// strings, `[role, content]` pairs, OpenAI-style role dicts, LangChain's flat dicts (`model_dump`)
// and its Serializable record (`{"lc": 1, "type": "constructor", "id": [...], "kwargs": {...}}`), which
// only the reader of that form reads: it checks a record with its generated validator, so it lives in
// "chatschema/lc-json" (whose `convertToMessages` reads records); this module's refuses them.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { withPythonContent } from "./blockKeys.js";
import { constructedAI } from "./chunks.js";
import { isObject } from "./blockParts.js";
import { constructedChunkLists, fullForm } from "./dict.js";
import { messageFields } from "./fields.js";
import { jsonTypeName, UnsupportedMessageError, ValidationError } from "./errors.js";
import { pyHead, pyLen, pyStr, pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";

type Json = PyJson;
type JsonObject = { [key: string]: Json };

/** The roles of OpenAI-style dicts and `[role, content]` pairs, and the message type each makes. */
const ROLES: Readonly<Record<string, string>> = {
  human: "human",
  user: "human",
  ai: "ai",
  assistant: "ai",
  system: "system",
  developer: "system",
  function: "function",
  tool: "tool",
  remove: "remove",
};
const NAMED = ["name", "tool_call_id", "tool_calls", "id"];
const DROP_IF_NULL = new Set(["name", "id", "tool_call_id", "tool_calls", "response_metadata", "status", "example"]);
const KEYS_ERROR = "Message dict must contain 'role' and 'content' keys";


/** JSON text read as Python's `json.loads(text, strict=False)` reads it: control characters inside
 * strings are allowed (JSON.parse refuses them, so they are escaped first). */
export function parseLooseJson(text: string): Json {
  let out = "";
  let inString = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
      else if (c < 0x20) {
        out += text.slice(from, i) + "\\u" + c.toString(16).padStart(4, "0");
        from = i + 1;
      }
    } else if (c === 0x22) inString = true;
  }
  return JSON.parse(out + text.slice(from)) as Json;
}

/** OpenAI-format tool calls (`{id, function: {name, arguments}}`) as LangChain's. */
function toolCalls(calls: Json, path: string): Json {
  if (!Array.isArray(calls)) return calls;
  return calls.map((call, i) => {
    if (!isObject(call) || !Object.hasOwn(call, "function")) return call;
    const at = `${path}[${i}]`;
    const fn = call["function"];
    const fpath = `${at}.function`;
    if (!isObject(fn)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(fn)}\``, fpath);
    for (const [key, where, p] of [["arguments", fn, fpath], ["name", fn, fpath], ["id", call, at]] as const) {
      if (!Object.hasOwn(where, key)) throw new ValidationError(`Object missing required field \`${key}\``, p);
    }
    let args = fn["arguments"] as Json;
    if (typeof args === "string") {
      try {
        args = parseLooseJson(args);
      } catch (error) {
        throw new ValidationError(`Invalid JSON: ${(error as Error).message}`, `${fpath}.arguments`);
      }
    }
    return { name: fn["name"] as Json, args, id: call["id"] as Json, type: "tool_call" };
  });
}

function nested(value: Json | undefined, path: string): JsonObject {
  if (!isObject(value)) throw new ValidationError(`Expected \`object\`, got \`${jsonTypeName(value)}\``, path);
  return value;
}

/** A message of `role` from its content and the other keys of its dict (Python's `_create`). */
function create(role: Json, content: Json, extras: JsonObject, path: string, rolePath: string): AnyMessage {
  const pop = (key: string): Json => {
    const value = Object.hasOwn(extras, key) ? (extras[key] as Json) : null;
    delete extras[key];
    return value;
  };
  const [name, toolCallId, calls, id] = NAMED.map(pop) as [Json, Json, Json, Json];
  const kwargs: JsonObject = {};
  if (name !== null) kwargs["name"] = name;
  if (toolCallId !== null) kwargs["tool_call_id"] = toolCallId;
  if (Object.keys(extras).length > 0) {
    const metadata = pop("response_metadata");
    if (pyTruthy(metadata)) kwargs["response_metadata"] = metadata;
    const inner = Object.hasOwn(extras, "additional_kwargs") ? extras["additional_kwargs"] : {};
    delete extras["additional_kwargs"];
    Object.assign(extras, nested(inner, `${path}.additional_kwargs`));
    kwargs["additional_kwargs"] = extras;
  }
  if (id !== null) kwargs["id"] = id;
  if (calls !== null) kwargs["tool_calls"] = toolCalls(calls, `${path}.tool_calls`);
  const tag = typeof role === "string" && Object.hasOwn(ROLES, role) ? ROLES[role] : undefined;
  if (tag === undefined) {
    let shown = pyStr(role);
    if (pyLen(shown) > 100) shown = pyHead(shown, 97) + "...";
    throw new ValidationError(
      `Unexpected message type: '${shown}'. Use one of 'human', 'user', 'ai', 'assistant', 'function', 'tool', 'system', or 'developer'.`,
      rolePath,
    );
  }
  const extra = (kwargs["additional_kwargs"] ?? {}) as JsonObject;
  if (tag === "human" || tag === "ai") {
    const example = Object.hasOwn(extra, "example") ? extra["example"] : false;
    delete extra["example"];
    if (pyTruthy(example)) kwargs["example"] = example as Json;
  } else if (role === "developer") {
    const given = kwargs["additional_kwargs"];
    const ak: JsonObject = pyTruthy(given) ? (given as JsonObject) : {};
    ak["__openai_role__"] = "developer";
    kwargs["additional_kwargs"] = ak;
  } else if (tag === "tool") {
    kwargs["artifact"] = Object.hasOwn(extra, "artifact") ? (extra["artifact"] as Json) : null;
    delete extra["artifact"];
    const status = Object.hasOwn(extra, "status") ? extra["status"] : null;
    delete extra["status"];
    if (status !== null) kwargs["status"] = status as Json;
  }
  return constructedAI(fullForm(tag === "remove" ? kwargs : { content, ...kwargs }, tag, path), path);
}

/** LangChain's flat form: the fields of the type as fields, other keys into `additional_kwargs`. */
function fromFields(tag: string, message: JsonObject, path: string): AnyMessage {
  if (!Object.hasOwn(message, "content")) throw new ValidationError(KEYS_ERROR, path);
  const fields = messageFields(tag) as readonly string[];
  const kwargs: JsonObject = {};
  const extras: JsonObject = {};
  for (const [key, value] of Object.entries(message)) {
    if (key === "type") continue;
    if (fields.includes(key) || NAMED.includes(key)) {
      if (value === null && DROP_IF_NULL.has(key)) continue;
      kwargs[key] = value;
    } else {
      extras[key] = value;
    }
  }
  if (kwargs["content"] === null) kwargs["content"] = "";
  if (tag === "remove") delete kwargs["content"];
  if (Object.keys(extras).length > 0) {
    if (Object.hasOwn(kwargs, "additional_kwargs")) Object.assign(extras, nested(kwargs["additional_kwargs"], `${path}.additional_kwargs`));
    kwargs["additional_kwargs"] = extras;
  }
  if (Object.hasOwn(kwargs, "tool_calls")) kwargs["tool_calls"] = toolCalls(kwargs["tool_calls"] as Json, `${path}.tool_calls`);
  const filled = (field: string) => pyTruthy(kwargs[field]);
  // a chunk given both sides (as stored) keeps its written tool calls, as Python's reader does
  const keep = tag === "AIMessageChunk" && filled("tool_call_chunks") && (filled("tool_calls") || filled("invalid_tool_calls"));
  const built = constructedAI(fullForm(kwargs, tag, path), path, true);
  if (keep) constructedChunkLists(built as unknown as JsonObject, kwargs);
  return built;
}

/** How a LangChain Serializable record (an object whose `type` is `constructor`, without a `role`) is
 * read, at its path: by the one reader of that form, which checks it first ("chatschema/lc-json"). */
export type RecordReader = (record: JsonObject, path: string) => AnyMessage;

/** The reader of records where it is not bundled (the package's entry carries no validator): refuse. */
const refuseRecord: RecordReader = (_record, path) => {
  throw new UnsupportedMessageError(
    `LangChain's Serializable record ({"lc": 1, "type": "constructor", ...}): read it with convertToMessages or messagesFromLcJson of "chatschema/lc-json"`,
    path,
  );
};

function fromDict(given: JsonObject, path: string, readRecord: RecordReader): AnyMessage {
  // dispatch on the tag: a record is read by its reader (a `role` decides first, as in any dict)
  if (given["type"] === "constructor" && !Object.hasOwn(given, "role")) return readRecord(given, path);
  // blocks in langchainjs's spelling get LangChain Python's (a chatschema superset of LangChain)
  const message = withPythonContent(given);
  const tag = message["type"];
  const fields = typeof tag === "string" ? messageFields(tag) : undefined;
  if (typeof tag === "string" && fields !== undefined) {
    if (!Object.hasOwn(message, "role") || fields.includes("role")) {
      return fromFields(tag, message, path);
    }
  }
  const extras: JsonObject = { ...message };
  let role: Json;
  let rolePath: string;
  if (Object.hasOwn(extras, "role")) {
    role = extras["role"] as Json;
    rolePath = `${path}.role`;
    delete extras["role"];
  } else if (Object.hasOwn(extras, "type")) {
    role = extras["type"] as Json;
    rolePath = `${path}.type`;
    delete extras["type"];
  } else {
    throw new ValidationError(KEYS_ERROR, path);
  }
  if (!Object.hasOwn(extras, "content")) throw new ValidationError(KEYS_ERROR, path);
  const content = pyTruthy(extras["content"]) ? (extras["content"] as Json) : "";
  delete extras["content"];
  return create(role, content, extras, path, rolePath);
}

/** One message-like value as a message (`path` is its JSON path; `readRecord` reads a Serializable record). */
export function convertOne(item: Json, path: string, readRecord: RecordReader = refuseRecord): AnyMessage {
  if (typeof item === "string") return create("human", item, {}, path, `${path}[0]`);
  if (Array.isArray(item)) {
    if (item.length !== 2) throw new UnsupportedMessageError("Message as a sequence must be (role string, template)", path);
    return create(item[0] as Json, item[1] as Json, {}, path, `${path}[0]`);
  }
  if (isObject(item)) return fromDict(item, path, readRecord);
  throw new UnsupportedMessageError(`Unsupported message type: <class '${item === null ? "NoneType" : pyTypeName(item)}'>`, path);
}

function pyTypeName(value: Json): string {
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  return typeof value === "bigint" ? "int" : typeof value;
}

/**
 * Build messages from message-like values, as Python's `convert_to_messages`: a string is a human
 * message; `[role, content]` a message of that role (`human`/`user`, `ai`/`assistant`, `system`,
 * `developer`, `function`, `tool`, `remove`); an OpenAI-style dict (`role`, `content`, `name`,
 * `tool_call_id`, `tool_calls` with JSON `arguments`; other keys go to `additional_kwargs`); a dict
 * with a type tag in LangChain's flat form. The messages come out in the full form. The values are not
 * checked against the schema here (`validate` does that). LangChain's Serializable record (`type`
 * `"constructor"`) is read only by the reader of that form, which checks it with its validator first:
 * `convertToMessages` of "chatschema/lc-json" reads it (with everything this one reads); this one,
 * which carries no validator, refuses it.
 *
 * @throws ValidationError An unknown role, a dict without `content` (or without `role` and `type`),
 *   tool call `arguments` that are not JSON, at the JSON path of the value.
 * @throws UnsupportedMessageError An item that is not a string, pair or object, or a Serializable
 *   record (its error names "chatschema/lc-json").
 * @example
 * convertToMessages(["hi", ["system", "be brief"], { role: "tool", content: "42", tool_call_id: "c1" }]).map((m) => m.type);
 * // ["human", "system", "tool"]
 */
export function convertToMessages(messages: readonly unknown[]): AnyMessage[] {
  return convertAll(messages, refuseRecord);
}

/** The messages of `messages` (an array, else an error at `$`), each read by {@link convertOne}. */
export function convertAll(messages: readonly unknown[], readRecord: RecordReader): AnyMessage[] {
  if (!Array.isArray(messages)) throw new ValidationError(`Expected \`array\`, got \`${jsonTypeName(messages)}\``, "$");
  return messages.map((item, i) => convertOne(item as Json, `$[${i}]`, readRecord));
}
