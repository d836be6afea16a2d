// Approximate token counts without a tokenizer, as Python's `chatschema.count_tokens_approximately`.

import type { AIMessage, AnyMessage, ContentItem } from "../../generated/typescript/types.js";
import { kindOf } from "./kinds.js";
import { pyEquals, pyJsonDumps, pyLen, pyRepr, pyTruthy } from "./pyRepr.js";
import type { PyJson } from "./pyRepr.js";

/** Options of {@link countTokensApproximately}: Python's keywords in camelCase, with its defaults. */
export interface CountTokensOptions {
  charsPerToken?: number;
  extraTokensPerMessage?: number;
  countName?: boolean;
  tokensPerImage?: number;
  useUsageMetadataScaling?: boolean;
  /** Tool definitions sent with the messages, counted as their JSON (`json.dumps`, ASCII). */
  tools?: readonly PyJson[] | null;
}

type JsonObject = { [key: string]: PyJson };

const ROLE_CHARS: Partial<Record<string, number>> = { ai: 9, human: 4, tool: 4, function: 8 };
/** Characters of one call in the repr of tool calls besides its values. */
const CALL_CHARS = "{'name': , 'args': , 'id': , 'type': 'tool_call'}, ".length;

/** Characters counted for one item of list content; -1 for an image block. */
function itemChars(item: ContentItem): number {
  if (typeof item === "string") return pyLen(item);
  const type = (item as JsonObject)["type"];
  if (type === "image" || type === "image_url") return -1;
  if (type === "text") {
    const t = (item as JsonObject)["text"];
    return typeof t === "string" ? pyLen(t) : pyLen(pyRepr(t ?? ""));
  }
  return pyLen(pyRepr(item as unknown as PyJson));
}

/** The characters counted for a message, and its number of image blocks. */
export function approximateChars(message: AnyMessage, countName: boolean): [number, number] {
  const kind = kindOf(message);
  const content = message.content ?? "";
  let n = 0;
  let images = 0;
  if (typeof content === "string") n = pyLen(content);
  else {
    for (const item of content) {
      const c = itemChars(item);
      if (c < 0) images++;
      else n += c;
    }
  }
  let role = ROLE_CHARS[kind] ?? -1;
  if (kind === "ai") {
    const calls = ((message as AIMessage).tool_calls ?? []) as unknown as JsonObject[];
    if (calls.length > 0 && typeof content === "string") {
      n += CALL_CHARS * calls.length;
      for (const c of calls) n += pyLen(pyRepr(c["name"] ?? null)) + pyLen(pyRepr(c["args"] ?? null)) + pyLen(pyRepr(c["id"] ?? null));
    }
  } else if (kind === "tool") {
    n += pyLen((message as { tool_call_id: string }).tool_call_id);
  } else if (kind === "system") {
    const extra = (message.additional_kwargs ?? {}) as JsonObject;
    const r = Object.hasOwn(extra, "__openai_role__") ? extra["__openai_role__"] : "system";
    if (typeof r !== "string") throw new TypeError(`Expected '__openai_role__' to be a str, got ${pyTypeName(r)}`);
    role = pyLen(r);
  } else if (kind === "chat") {
    role = pyLen((message as { role: string }).role);
  } else if (role < 0) {
    throw new RangeError(`Unknown BaseMessage type ${message.type}.`);
  }
  const name = message.name;
  if (countName && typeof name === "string" && name) n += pyLen(name);
  return [n + role, images];
}

function pyTypeName(value: PyJson | undefined): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (typeof value === "object") return Array.isArray(value) ? "list" : "dict";
  return typeof value === "bigint" ? "int" : "str";
}

/**
 * Estimate the tokens of messages (and tool definitions) without a tokenizer, as Python's
 * `count_tokens_approximately`: per message, the characters of its content (text of text blocks,
 * the repr of other blocks, the repr of tool calls beside string content), its OpenAI role, a tool
 * message's `tool_call_id` and (with `countName`) its name, divided by `charsPerToken` and rounded up;
 * plus `extraTokensPerMessage` per message and `tokensPerImage` per image block. Characters are
 * code points, as Python counts them.
 *
 * @throws TypeError A system message's `additional_kwargs.__openai_role__` is not a string.
 * @throws RangeError A message has no OpenAI role (a `remove` message; Python's `ValueError`).
 * @example
 * countTokensApproximately([{ type: "human", content: "Hello there" }]); // 7
 */
export function countTokensApproximately(messages: readonly AnyMessage[], options: CountTokensOptions = {}): number {
  const charsPerToken = options.charsPerToken ?? 4;
  const extraPerMessage = options.extraTokensPerMessage ?? 3;
  const countName = options.countName ?? true;
  const perImage = options.tokensPerImage ?? 85;
  const scaling = options.useUsageMetadataScaling ?? false;
  let count = 0;
  if (options.tools && options.tools.length > 0) {
    let chars = 0;
    for (const tool of options.tools) chars += pyJsonDumps(tool, { ensureAscii: true }).length;
    count += Math.ceil(chars / charsPerToken);
  }
  const counted = messages.map((m) => approximateChars(m, countName));
  let provider: PyJson | undefined = null;
  let mixed = false;
  let lastTotal: number | null = null;
  let atLast: number | null = null;
  messages.forEach((message, i) => {
    const [chars, images] = counted[i] as [number, number];
    for (let j = 0; j < images; j++) count += perImage;
    count += Math.ceil(chars / charsPerToken);
    count += extraPerMessage;
    if (scaling && kindOf(message) === "ai") {
      const ai = message as AIMessage;
      const metadata = (ai.response_metadata ?? {}) as JsonObject;
      const here = Object.hasOwn(metadata, "model_provider") ? metadata["model_provider"] : null;
      if (provider === null) provider = here;
      else if (!pyEquals(here, provider)) mixed = true;
      const usage = ai.usage_metadata as JsonObject | null | undefined;
      const total = usage ? usage["total_tokens"] : undefined;
      if (pyTruthy(usage as PyJson) && (typeof total === "boolean" || Number.isInteger(total))) {
        lastTotal = Number(total);
        atLast = count;
      }
    }
  });
  if (scaling && messages.length > 1 && !mixed && provider !== null && lastTotal !== null && atLast !== null && atLast > 0) {
    count *= Math.min(1.25, Math.max(1.0, lastTotal / atLast));
  }
  return Math.ceil(count);
}
