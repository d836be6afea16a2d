// How the fields of streamed chunks are joined: content, dicts, lists, usage and ids.
//
// The rules of Python's chatschema.messages.merge and chatschema.messages.usage (LangChain's,
// with chatschema's documented changes). Python's TypeError is a TypeError here and its
// ValueError a RangeError. Numbers: JavaScript cannot tell `1.0` from `1`, so an integer-valued
// float is joined as an integer (Python refuses two different floats).

/** JSON values as messages hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;
export type JsonObject = Record<string, Json>;

/** String values kept once when both sides are equal (at any depth). */
export const KEEP_ONCE_KEYS: ReadonlySet<string> = new Set([
  "id",
  "output_version",
  "model_provider",
  "model_name",
  "model",
  "finish_reason",
  "native_finish_reason",
  "stop_reason",
  "object",
  "system_fingerprint",
  "service_tier",
]);

/** Integer keys where the later value replaces the earlier one instead of adding to it. */
export const LAST_WINS_KEYS: ReadonlySet<string> = new Set(["index", "created", "timestamp"]);

import { setKey as put } from "./partialJson.js";
import { pyEquals } from "./pyRepr.js";

const LC_PREFIX = "lc_";
const LC_RUN_PREFIX = "lc_run-";

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Python's type of a JSON value, as the join rules compare types. */
export function pyType(value: unknown): string {
  if (value === null || value === undefined) return "NoneType";
  if (typeof value === "string") return "str";
  if (typeof value === "boolean") return "bool";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  if (Array.isArray(value)) return "list";
  return "dict";
}

/** Set `key` as an own property, `__proto__` included (partialJson's `setKey`). */
export { put };

/** Whether a JSON value is empty as Python's `not value` says: `[]`, `{}`, `""`, 0, false, null. */
export function isEmptyJson(value: Json): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) return Object.keys(value).length === 0;
  if (typeof value === "number") return value === 0; // Python's truth: NaN is true
  return !value;
}

function has(target: JsonObject, key: string): boolean {
  return Object.hasOwn(target, key);
}

/** A shallow copy of a plain object (own keys, `__proto__` included). */
export function copyObject(value: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const key of Object.keys(value)) put(out, key, value[key]);
  return out;
}

/** A deep copy of JSON data. */
export function copyJson(value: Json): Json {
  if (Array.isArray(value)) return value.map(copyJson);
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const key of Object.keys(value)) put(out, key, copyJson(value[key]));
    return out;
  }
  return value;
}

/** Whether the earlier string under `key` is kept instead of adding `value` to it. */
export function keepsString(key: string, current: string, value: string): boolean {
  return (key === "index" && current.startsWith(LC_PREFIX)) || (KEEP_ONCE_KEYS.has(key) && current === value);
}

/**
 * The id a merged message keeps: the first that does not start with `lc_`, else the first
 * `lc_run-` id, else the first other id; null when every id is empty.
 */
export function bestId(ids: readonly Json[]): Json {
  let chosen: Json = null;
  let best = -1;
  for (const candidate of ids) {
    if (!candidate) continue;
    if (!String(candidate).startsWith(LC_PREFIX)) return candidate;
    const rank = String(candidate).startsWith(LC_RUN_PREFIX) ? 1 : 0;
    if (rank > best) {
      best = rank;
      chosen = candidate;
    }
  }
  return chosen;
}

/** Whether list items with the same index may merge, judging by their ids. */
export function idsAgree(left: Json, right: Json): boolean {
  if (typeof left === "object" && left !== null) throw new TypeError(`unhashable type: '${pyType(left)}'`);
  if (left === null || left === undefined || left === "") return true;
  if (typeof right === "object" && right !== null) throw new TypeError(`unhashable type: '${pyType(right)}'`);
  if (right === null || right === undefined || right === "") return true;
  return pyEquals(left, right);
}

export { pyEquals };

/** Whether items carrying this `index` are merged: an integer (or boolean), or a string starting `lc_`. */
export function mergeableIndex(index: Json): boolean {
  return (
    typeof index === "boolean" ||
    (typeof index === "number" && Number.isInteger(index)) ||
    (typeof index === "string" && index.startsWith(LC_PREFIX))
  );
}

/** Join the contents of chunks (strings concatenated, lists merged by index). */
export function mergeContent(first: Json, ...contents: Json[]): Json {
  let merged: Json = first === null || first === undefined ? "" : first;
  if (Array.isArray(merged)) merged = merged.slice();
  for (const content of contents) {
    if (typeof merged === "string") {
      if (typeof content === "string") merged = merged + content;
      else {
        if (!Array.isArray(content)) throw new TypeError(`'${pyType(content)}' object is not iterable`);
        merged = [merged, ...content];
      }
    } else if (Array.isArray(content)) {
      merged = mergeLists(merged, content);
    } else if (merged.length > 0 && typeof merged[merged.length - 1] === "string") {
      if (typeof content !== "string") {
        throw new TypeError(`can only concatenate str (not "${pyType(content)}") to str`);
      }
      merged[merged.length - 1] += content;
    } else if (appendsAfterList(merged, content)) {
      merged.push(content);
    }
  }
  return merged;
}

/** Whether `content` (not a list) is appended to list content whose last item is not a string. */
export function appendsAfterList(items: Json[], content: Json): boolean {
  if (typeof content === "string") return content !== "";
  return items.length > 0;
}

/** Merge dicts of chunk data (`additional_kwargs`, `response_metadata`, blocks); a new dict. */
export function mergeDicts(left: JsonObject, ...others: JsonObject[]): JsonObject {
  const merged = copyObject(left);
  for (const right of others) {
    for (const key of Object.keys(right)) {
      const value = right[key];
      const current = has(merged, key) ? merged[key] : null;
      if (current === null) {
        if (value !== null || !has(merged, key)) put(merged, key, value);
        continue;
      }
      if (value === null) continue;
      const kind = pyType(current);
      if (kind !== pyType(value)) {
        throw new TypeError(`additional_kwargs["${key}"] already exists in this message, but with a different type.`);
      }
      if (kind === "str") {
        if (!keepsString(key, current, value)) put(merged, key, current + value);
      } else if (kind === "dict") {
        put(merged, key, mergeDicts(current, value));
      } else if (kind === "list") {
        put(merged, key, mergeLists(current, value));
      } else if (current === value) {
        continue;
      } else if (kind === "int") {
        put(merged, key, LAST_WINS_KEYS.has(key) ? value : current + value);
      } else {
        throw new TypeError(
          `Additional kwargs key ${key} already exists in left dict and value has unsupported type <class '${kind}'>.`,
        );
      }
    }
  }
  return merged;
}

/** What a later list item merges into the earlier item it joins (its `type` left out). */
export function itemAddition(targetType: Json, item: JsonObject): JsonObject {
  if (targetType && item["type"] === "non_standard" && has(item, "value")) {
    const source = item["value"];
    if (!isObject(source)) throw new TypeError(`'${pyType(source)}' object has no attribute 'items'`);
    const inner: JsonObject = {};
    for (const key of Object.keys(source)) if (key !== "type") put(inner, key, source[key]);
    if (targetType !== "non_standard") return { extras: inner };
    const addition: JsonObject = { value: inner };
    if (has(item, "index")) addition["index"] = item["index"];
    return addition;
  }
  if (!has(item, "type")) return item;
  const out: JsonObject = {};
  for (const key of Object.keys(item)) if (key !== "type") put(out, key, item[key]);
  return out;
}

function findPartner(merged: Json[], item: JsonObject): number {
  const index = item["index"];
  const itemId = has(item, "id") ? item["id"] : null;
  let found = -1;
  for (let pos = 0; pos < merged.length; pos++) {
    const earlier = merged[pos];
    if (
      isObject(earlier) &&
      has(earlier, "index") &&
      (earlier["index"] === index || pyEquals(earlier["index"], index)) &&
      idsAgree(has(earlier, "id") ? earlier["id"] : null, itemId) &&
      found < 0
    ) {
      found = pos;
    }
  }
  return found;
}

/** Join lists of chunk data, merging dict items that carry the same `index`; null when all are null. */
export function mergeLists(left: Json[] | null | undefined, ...others: (Json[] | null | undefined)[]): Json[] | null {
  let merged: Json[] | null = left === null || left === undefined ? null : left.slice();
  for (const other of others) {
    if (other === null || other === undefined) continue;
    if (merged === null) {
      merged = other.slice();
      continue;
    }
    for (const item of other) {
      const pos = isObject(item) && has(item, "index") && mergeableIndex(item["index"]) ? findPartner(merged, item) : -1;
      if (pos < 0) {
        merged.push(item);
        continue;
      }
      const target = merged[pos] as JsonObject;
      merged[pos] = mergeDicts(target, itemAddition(has(target, "type") ? target["type"] : null, item));
    }
  }
  return merged;
}

/** Merge two values of any JSON type (tool message artifacts). */
export function mergeObj(left: Json, right: Json): Json {
  if (left === null || left === undefined || right === null || right === undefined) {
    return left === null || left === undefined ? right : left;
  }
  const kind = pyType(left);
  if (kind !== pyType(right)) {
    throw new TypeError(
      `left and right are of different types. Left type:  <class '${kind}'>. Right type: <class '${pyType(right)}'>.`,
    );
  }
  if (kind === "str") return left + right;
  if (kind === "dict") return mergeDicts(left, right);
  if (kind === "list") return mergeLists(left, right);
  if (pyEquals(left, right)) return left;
  throw new RangeError(
    `Unable to merge left=${String(left)} and right=${String(right)}. Both must be of type str, dict, or list, or else be two equal objects.`,
  );
}

const MAX_USAGE_DEPTH = 100;

function isCount(value: Json): boolean {
  return typeof value === "boolean" || (typeof value === "number" && Number.isInteger(value));
}

function combineUsage(left: JsonObject, right: JsonObject, depth: number): JsonObject {
  if (depth >= MAX_USAGE_DEPTH) {
    throw new RangeError(`max_depth=${MAX_USAGE_DEPTH} exceeded, unable to combine dicts.`);
  }
  const out: JsonObject = {};
  const keys = Object.keys(left);
  for (const key of Object.keys(right)) if (!has(left, key)) keys.push(key);
  for (const key of keys) {
    let a = has(left, key) ? left[key] : 0;
    let b = has(right, key) ? right[key] : 0;
    if (isCount(a) && isCount(b)) {
      put(out, key, Number(a) + Number(b));
      continue;
    }
    a = has(left, key) ? left[key] : {};
    b = has(right, key) ? right[key] : {};
    if (isObject(a) && isObject(b)) {
      put(out, key, combineUsage(a, b, depth + 1));
      continue;
    }
    const kinds = [left, right].filter((side) => has(side, key)).map((side) => `<class '${pyType(side[key])}'>`);
    throw new RangeError(`Unknown value types: [${kinds.join(", ")}]. Only dict and int values are supported.`);
  }
  return out;
}

function isEmptyUsage(usage: Json): boolean {
  return usage === null || usage === undefined || Object.keys(usage).length === 0;
}

/** The sum of two token usages, key by key (a side that is null or empty gives the other). */
export function addUsage(left: JsonObject | null | undefined, right: JsonObject | null | undefined): JsonObject {
  if (isEmptyUsage(left) && isEmptyUsage(right)) return { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  if (isEmptyUsage(left) || isEmptyUsage(right)) return (isEmptyUsage(left) ? right : left) as JsonObject;
  return combineUsage(left as JsonObject, right as JsonObject, 0);
}
