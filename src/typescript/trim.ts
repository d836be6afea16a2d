// Cutting a conversation down to a token budget: Python's `trim_messages`.

import type { AnyMessage } from "../../generated/typescript/types.js";
import { isType } from "./filter.js";
import { kindOf } from "./kinds.js";
import { copyJson, isObject, type Json, type JsonObject } from "./join.js";
import { countTokensApproximately } from "./tokens.js";

/** The approximate count of one message: what "approximate" adds up, message by message. */
function approximateMessageTokens(message: JsonObject): number {
  return countTokensApproximately([message] as never);
}

/** A token counter: the tokens of a list of messages. */
export type TokenCounter = (messages: AnyMessage[]) => number;

/** Options of `trimMessages` (Python's keywords in camelCase). */
export interface TrimMessagesOptions {
  /** The token budget. */
  maxTokens: number;
  /** `"approximate"` (Python's `count_tokens_approximately`, message by message) or a function of a list. */
  tokenCounter: TokenCounter | "approximate";
  /** Keep the last (default) or the first messages. */
  strategy?: "first" | "last";
  /** Cut the message at the boundary to fit. */
  allowPartial?: boolean;
  /** Type tag(s) the result must end with. */
  endOn?: string | readonly string[] | null;
  /** Type tag(s) the result must start with (after a kept system message); `"last"` only. */
  startOn?: string | readonly string[] | null;
  /** Keep a system message at index 0; `"last"` only. */
  includeSystem?: boolean;
  /** Split text into pieces that join back into it; by default after each newline. */
  textSplitter?: ((text: string) => string[]) | null;
  /** Never separate an AI message's tool calls from the tool messages answering them. */
  keepToolPairs?: boolean;
}

/** Counts over the first `k` messages of a sequence, plus a candidate message. */
interface View {
  total(k: number): number;
  plus(k: number, message: JsonObject): number;
  single(message: JsonObject): number;
}

function listView(count: (messages: JsonObject[]) => number, seq: JsonObject[], flip: boolean): View {
  const head = (k: number): JsonObject[] => {
    const part = seq.slice(0, k);
    if (flip) part.reverse();
    return part;
  };
  return {
    total: (k) => count(head(k)),
    plus: (k, message) => (flip ? count([message, ...head(k)]) : count([...head(k), message])),
    single: (message) => count([message]),
  };
}

function sumView(count: (message: JsonObject) => number, seq: JsonObject[]): View {
  // Every message is counted (LangChain counts them all, so its errors come for every one).
  const sums = [0];
  for (const message of seq) sums.push((sums[sums.length - 1] as number) + count(message));
  return {
    total: (k) => sums[k] as number,
    plus: (k, message) => (sums[k] as number) + count(message),
    single: (message) => count(message),
  };
}

type Counter = { view(seq: JsonObject[], flip: boolean): View; one(message: JsonObject): number };

function resolveCounter(tokenCounter: TrimMessagesOptions["tokenCounter"]): Counter {
  if (typeof tokenCounter === "string") {
    if (tokenCounter === "approximate") {
      return { view: (seq) => sumView(approximateMessageTokens, seq), one: approximateMessageTokens };
    }
    throw new RangeError(`Invalid token_counter shortcut '${tokenCounter}'. Available shortcuts: 'approximate'.`);
  }
  if (typeof tokenCounter !== "function") {
    throw new RangeError(
      "'token_counter' expected to be a model that implements 'get_num_tokens_from_messages()' or a function.",
    );
  }
  const count = tokenCounter as unknown as (messages: JsonObject[]) => number;
  return { view: (seq, flip) => listView(count, seq, flip), one: (message) => count([message]) };
}

function splitLines(text: string): string[] {
  const pieces = text.split("\n");
  return [...pieces.slice(0, -1).map((p) => `${p}\n`), pieces[pieces.length - 1] as string];
}


function isMessageType(message: JsonObject, types: string | readonly string[]): boolean {
  return isType(message as never, types);
}

function isSet(types: string | readonly string[] | null | undefined): types is string | readonly string[] {
  return types !== null && types !== undefined && types.length > 0;
}

const TOOL_CALL_BLOCKS = new Set(["tool_use", "tool_call"]);

function callIds(message: JsonObject): Set<Json> {
  const ids = new Set<Json>();
  for (const call of message["tool_calls"] ?? []) ids.add(call["id"] ?? null);
  for (const call of message["invalid_tool_calls"] ?? []) ids.add(call["id"] ?? null);
  const content = message["content"];
  if (Array.isArray(content)) {
    for (const block of content) {
      if (isObject(block) && TOOL_CALL_BLOCKS.has(block["type"])) ids.add(block["id"] ?? null);
    }
  }
  ids.delete(null);
  ids.delete("");
  return ids;
}

/** For each k in 0..n: whether cutting between `messages[:k]` and `messages[k:]` keeps tool call pairs whole. */
function validCuts(messages: JsonObject[]): boolean[] {
  const n = messages.length;
  const cover = new Array<number>(n + 2).fill(0);
  const latest = new Map<Json, number>();
  messages.forEach((message, j) => {
    const kind = kindOf(message as never);
    if (kind === "tool") {
      const i = latest.get(message["tool_call_id"]);
      if (i !== undefined) {
        cover[i + 1] = (cover[i + 1] as number) + 1;
        cover[j + 1] = (cover[j + 1] as number) - 1;
      }
    } else if (kind === "ai") {
      for (const id of callIds(message)) latest.set(id, j);
    }
  });
  const valid: boolean[] = [];
  let depth = 0;
  for (let k = 0; k <= n; k++) {
    depth += cover[k] as number;
    valid.push(depth === 0);
  }
  return valid;
}

function bitLength(n: number): number {
  return n <= 0 ? 0 : Math.floor(Math.log2(n)) + 1;
}

interface Take {
  budget: number;
  view: View;
  split: (text: string) => string[];
  partial: boolean;
  fromEnd: boolean;
  stopOn: string | readonly string[] | null | undefined;
  cutOk: ((k: number) => boolean) | null;
}

/** The longest head of `seq` that fits (`seq` starts at the end being kept). */
function take(seq: JsonObject[], t: Take): JsonObject[] {
  const n = seq.length;
  if (n === 0) return [];
  let kept = seq;
  let idx: number;
  if (t.view.total(n) <= t.budget) {
    idx = n;
  } else {
    const cuts: number[] = [];
    for (let k = 0; k <= n; k++) if (t.cutOk === null || t.cutOk(k)) cuts.push(k);
    let left = 0;
    let right = cuts.length - 1;
    for (let step = bitLength(cuts.length - 1); step > 0; step--) {
      if (left >= right) break;
      const mid = Math.floor((left + right + 1) / 2);
      if (t.view.total(cuts[mid] as number) <= t.budget) left = mid;
      else right = mid - 1;
    }
    idx = cuts[left] as number;
  }
  if (t.partial && idx < n && (t.cutOk === null || t.cutOk(idx + 1))) {
    const piece = partial(seq[idx] as JsonObject, idx, t, t.cutOk !== null);
    if (piece !== null) {
      kept = [...seq.slice(0, idx), piece];
      idx += 1;
    }
  }
  if (isSet(t.stopOn)) {
    const stopOn = t.stopOn;
    while (idx > 0 && !(isMessageType(kept[idx - 1] as JsonObject, stopOn) && (t.cutOk === null || t.cutOk(idx)))) idx -= 1;
  }
  return kept.slice(0, idx);
}

/** A copy of `message` sharing no dict or list with it, with `content` replaced. */
function copyWith(message: JsonObject, content: Json): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(message)) out[key] = key === "content" ? content : copyJson(message[key]);
  return out;
}

/** The largest part of `message` that fits after `idx` kept messages, or null. */
function partial(message: JsonObject, idx: number, t: Take, natural: boolean): JsonObject | null {
  const content = message["content"];
  const counted = (pieces: Json[], join: boolean): JsonObject => {
    const shown = t.fromEnd && natural ? pieces.slice().reverse() : pieces;
    return { ...message, content: join ? shown.join("") : shown.slice() };
  };
  const final = (pieces: Json[], join: boolean): JsonObject => {
    const shown = t.fromEnd ? pieces.slice().reverse() : pieces;
    return copyWith(message, join ? shown.join("") : copyJson(shown));
  };
  let text: Json;
  if (Array.isArray(content)) {
    const blocks = t.fromEnd ? content.slice().reverse() : content.slice();
    for (let size = blocks.length - 1; size > 0; size--) {
      if (t.view.plus(idx, counted(blocks.slice(0, size), false)) <= t.budget) return final(blocks.slice(0, size), false);
    }
    text = null;
    for (const block of blocks.slice(0, 1)) {
      if (typeof block === "string") text = block;
      else if (isObject(block) && block["type"] === "text") text = block["text"] ?? null;
    }
  } else {
    text = content;
  }
  if (!text) return null;
  let pieces = t.split(text);
  if (t.fromEnd) pieces = pieces.slice().reverse();
  const base = t.view.total(idx);
  let left = 0;
  let right = pieces.length;
  for (let step = bitLength(pieces.length); step > 0; step--) {
    if (left >= right) break;
    const mid = Math.floor((left + right + 1) / 2);
    if (base + t.view.single(counted(pieces.slice(0, mid), true)) <= t.budget) left = mid;
    else right = mid - 1;
  }
  if (left === 0) return null;
  return final(pieces.slice(0, left), true);
}

/**
 * Keep the first or last messages that fit in `maxTokens`, as Python's `trim_messages`:
 * `strategy: "last"` (the default) keeps the most recent ones, with `includeSystem` keeping a
 * system message at index 0 (counted first) and `startOn` dropping messages before the first of
 * the given types; `"first"` keeps the earliest. `allowPartial` cuts the boundary message (its
 * blocks, or its text split by `textSplitter`); `endOn` drops messages after the last of the
 * given types; `keepToolPairs` never separates tool calls from their results. Messages cut are
 * copies; the others are the input messages.
 *
 * @throws RangeError (Python's ValueError) for `startOn` or `includeSystem` with `"first"`, an
 *   unknown counter shortcut or strategy.
 *
 * @example
 * trimMessages(history, { maxTokens: 4, tokenCounter: (ms) => ms.length, startOn: "human", includeSystem: true })
 */
export function trimMessages(messages: readonly AnyMessage[], options: TrimMessagesOptions): AnyMessage[] {
  return trim(messages as readonly JsonObject[], options) as AnyMessage[];
}

function trim(messages: readonly JsonObject[], options: TrimMessagesOptions): JsonObject[] {
  const strategy = options.strategy ?? "last";
  if (isSet(options.startOn) && strategy === "first") {
    throw new RangeError("start_on parameter is only valid with strategy='last'");
  }
  if (options.includeSystem && strategy === "first") {
    throw new RangeError("include_system parameter is only valid with strategy='last'");
  }
  const msgs = messages.slice();
  const counter = resolveCounter(options.tokenCounter);
  const split = options.textSplitter ?? splitLines;
  if (strategy !== "first" && strategy !== "last") {
    throw new RangeError(`Unrecognized strategy='${String(strategy)}'. Supported strategies are 'last' and 'first'.`);
  }
  const valid = options.keepToolPairs ? validCuts(msgs) : null;
  const partialOk = options.allowPartial ?? false;
  if (strategy === "first") {
    return take(msgs, {
      budget: options.maxTokens,
      view: counter.view(msgs, false),
      split,
      partial: partialOk,
      fromEnd: false,
      stopOn: options.endOn,
      cutOk: valid === null ? null : (k) => valid[k] as boolean,
    });
  }
  let end = msgs.length;
  if (isSet(options.endOn)) {
    const endOn = options.endOn;
    while (end > 0 && !(isMessageType(msgs[end - 1] as JsonObject, endOn) && (valid === null || valid[end]))) end -= 1;
  }
  let start = 0;
  let budget = options.maxTokens;
  let system: JsonObject | null = null;
  if (options.includeSystem && end > 0 && kindOf(msgs[0] as never) === "system") {
    system = msgs[0] as JsonObject;
    start = 1;
    budget = Math.max(0, options.maxTokens - counter.one(system));
  }
  const body = msgs.slice(start, end).reverse();
  const kept = take(body, {
    budget,
    view: counter.view(body, valid !== null),
    split,
    partial: partialOk,
    fromEnd: true,
    stopOn: options.startOn,
    cutOk: valid === null ? null : (k) => valid[end - k] as boolean,
  });
  kept.reverse();
  return system !== null ? [system, ...kept] : kept;
}
