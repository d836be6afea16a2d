// LangChain's Serializable record of a message (`{lc: 1, type: "constructor", id, kwargs}`), read by
// chatschema/lc-json (every class path LangChain's loader reads) and chatschema/langchainjs
// (langchainjs's paths): the record checked by its generated validator first, its error thrown
// unchanged, and only then the message built from `kwargs`. So a reader and its validator agree.

import type { AnyMessage } from "../../generated/typescript/types.js";
import type { Validator } from "../../generated/typescript/validators/_runtime.js";
import { P_LangChainJSSerializedMessage as JS_PATHS } from "../../generated/typescript/validators/LangChainJSSerializedMessage.js";
import { constructedAI } from "./chunks.js";
import { fullForm } from "./dict.js";
import { checked } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { className, MESSAGE_TAGS } from "./kinds.js";
import { build, type Lose } from "./langchainjsFields.js";

/** The key that wraps an object of `kwargs` that could be taken for a record of its own. */
export const ESCAPE = "__lc_escaped__";

/**
 * The kwargs of a record `validator` took, its wrapped values unwrapped: each field (each item, in a
 * list) with every `{"__lc_escaped__": x}` in it replaced by `x` (the inside kept as it is), as
 * LangChain's loader does, when the result is valid there (checked by `validator` in the record with
 * that field or item alone, beside the fields that are strings and an empty content list in place of
 * a list); else read as written, which the schema took. So a record the schema takes is always read
 * (as Python's `unescaped_kwargs`).
 */
export function unescaped(record: { kwargs: JsonObject }, validator: Validator<unknown>): JsonObject {
  const kwargs = record.kwargs;
  let strings: JsonObject | undefined; // made once a value holds a wrapped one (most records hold none)
  const valid = (key: string, value: Json): Json | undefined => {
    if (!wraps(value)) return undefined;
    if (strings === undefined) {
      strings = Object.fromEntries(Object.entries(kwargs).filter(([, v]) => typeof v === "string"));
      if (Array.isArray(kwargs["content"])) strings["content"] = []; // content is required: its empty form stands in
    }
    const got = unwrapped(value);
    return validator.check({ ...record, kwargs: { ...strings, [key]: got } }) === undefined ? got : undefined;
  };
  return Object.fromEntries(
    Object.entries(kwargs).map(([key, value]) => {
      if (!Array.isArray(value)) return [key, valid(key, value as Json) ?? value];
      return [key, value.map((item) => (wraps(item as Json) ? ((valid(key, [item as Json]) as Json[] | undefined) ?? [item])[0] : item))];
    }),
  );
}

/** Whether `value` holds a wrapped value (`{"__lc_escaped__": x}`) anywhere. */
function wraps(value: Json): boolean {
  if (Array.isArray(value)) return value.some(wraps);
  if (!isObject(value)) return false;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === ESCAPE) return true;
  return keys.some((k) => wraps(value[k] as Json));
}

function unwrapped(value: Json): Json {
  if (Array.isArray(value)) return value.map(unwrapped);
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === ESCAPE) return value[ESCAPE] as Json;
  return Object.fromEntries(keys.map((k) => [k, unwrapped(value[k] as Json)]));
}

/** Every message class name (the last element of a class path), and its type tag. */
const CLASS_TAGS: ReadonlyMap<string, string> = new Map(MESSAGE_TAGS.map((tag) => [className(tag) as string, tag]));

/**
 * The message of a Serializable record: checked by `validator` (its error at `path`), then built
 * from its unwrapped `kwargs` ({@link unescaped}), the class named by the last element of its path. A
 * class path of langchainjs's (one `LangChainJSSerializedMessage` names) is read as langchainjs writes
 * it (camelCase block keys, `content_blocks`, `null` ids: {@link build}); any other in the full form.
 */
export function readSerialized(record: unknown, validator: Validator<unknown>, path: string, lose: Lose): AnyMessage {
  checked(validator, record, path);
  const { id } = record as { id: string[] };
  const tag = CLASS_TAGS.get(id[id.length - 1] as string) as string;
  const fields = unescaped(record as { kwargs: JsonObject }, validator);
  const where = `${path}.kwargs`;
  // Python's full-form records are read by the decoder `messages_from_dict` uses, and so derive as it does
  return Object.hasOwn(JS_PATHS, JSON.stringify(id)) ? build(tag, fields, where, lose) : constructedAI(fullForm(fields, tag, where), where);
}
