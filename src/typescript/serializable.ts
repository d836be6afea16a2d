// LangChain's Serializable record of a message (`{lc: 1, type: "constructor", id, kwargs}`), read by
// chatschema/lc-json (every class path LangChain's loader reads) and chatschema/langchainjs
// (langchainjs's paths): the record checked by its generated validator first, its error thrown
// unchanged, and only then the message built from `kwargs`. So a reader and its validator agree.

import type { AnyMessage } from "../../generated/typescript/types.js";
import type { Validator } from "../../generated/typescript/validators/_runtime.js";
import { P_LangChainJSSerializedMessage as JS_PATHS } from "../../generated/typescript/validators/LangChainJSSerializedMessage.js";
import { fullForm } from "./dict.js";
import { ValidationError } from "./errors.js";
import { isObject, type Json, type JsonObject } from "./join.js";
import { className, MESSAGE_TAGS } from "./kinds.js";
import { build, type Lose } from "./langchainjsFields.js";

/** The key that wraps an object of `kwargs` that could be taken for a record of its own. */
export const ESCAPE = "__lc_escaped__";

/** `value` with each `{"__lc_escaped__": x}` replaced by `x` (the inside kept as it is); `seen.wrapped`
 * set when there was one. */
export function unescaped(value: Json, seen: { wrapped: boolean } = { wrapped: false }): Json {
  if (Array.isArray(value)) return value.map((item) => unescaped(item, seen));
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === ESCAPE) {
    seen.wrapped = true;
    return value[ESCAPE] as Json;
  }
  return Object.fromEntries(keys.map((k) => [k, unescaped(value[k] as Json, seen)]));
}

/** Throw the schema's error for `item`, its path under `path`. */
export function checked(item: unknown, validator: Validator<unknown>, path: string): void {
  const found = validator.check(item);
  if (found !== undefined) throw new ValidationError(found.message, path + found.path.slice(1));
}

/** Every message class name (the last element of a class path), and its type tag. */
const CLASS_TAGS: ReadonlyMap<string, string> = new Map(MESSAGE_TAGS.map((tag) => [className(tag) as string, tag]));

/**
 * The message of a Serializable record: checked by `validator` (its error at `path`), then built
 * from its unwrapped `kwargs`, the class named by the last element of its path. A class path of
 * langchainjs's (one `LangChainJSSerializedMessage` names) is read as langchainjs writes it
 * (camelCase block keys, `content_blocks`, `null` ids: {@link build}); any other in the full form.
 * The schema takes any object where a wrapped one may stand; unwrapped, it is checked where it
 * stands, as Python's constructor checks it, by the validator of its class in `messages` (by class
 * name; none given: not checked).
 */
export function readSerialized(
  record: unknown,
  validator: Validator<unknown>,
  path: string,
  lose: Lose,
  messages: Readonly<Record<string, Validator<unknown>>> = {},
): AnyMessage {
  checked(record, validator, path);
  const { id, kwargs } = record as { id: string[]; kwargs: JsonObject };
  const name = id[id.length - 1] as string;
  const tag = CLASS_TAGS.get(name) as string;
  const seen = { wrapped: false };
  const fields = unescaped(kwargs, seen) as JsonObject;
  const where = `${path}.kwargs`;
  const message = Object.hasOwn(JS_PATHS, JSON.stringify(id)) ? build(tag, fields, where, lose) : fullForm(fields, tag, where);
  const check = seen.wrapped && Object.hasOwn(messages, name) ? messages[name] : undefined;
  if (check !== undefined) {
    const found = check.check(message, { extra: "keep" }); // langchainjs's fields the class lacks are kept
    if (found !== undefined) throw new ValidationError(found.message, where + found.path.slice(1));
  }
  return message;
}
