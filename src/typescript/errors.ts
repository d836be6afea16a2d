// The errors chatschema throws on purpose: one family, each carrying the JSON path of what failed.
// The same classes, messages and paths as the Python package's chatschema.errors.

import type { Validator } from "../../generated/typescript/validators/_runtime.js";

const MAX_TEXT = 1000;

/** `text` shortened in the middle past 1,000 characters, as the Python side shortens messages and paths. */
function shorten(text: string): string {
  if (text.length <= MAX_TEXT) return text;
  const head = Math.floor((MAX_TEXT - 5) / 2);
  return `${text.slice(0, head)} ... ${text.slice(text.length - (MAX_TEXT - head - 5))}`;
}

/** Base class of every error chatschema throws on purpose. */
export class ChatschemaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ChatschemaError";
  }
}

/**
 * A value does not match its schema.
 *
 * `message` says what is wrong (never the whole payload, at most a value or key from it) and `path`
 * is the JSON path of the deepest failing value, such as `$.content[1]`; both are the Python
 * package's, character for character. `String(error)` reads `message (at path)`.
 */
export class ValidationError extends ChatschemaError {
  readonly path: string;

  constructor(message: string, path = "$") {
    const short = shorten(message);
    super(short);
    this.name = "ValidationError";
    this.path = shorten(path);
  }

  override toString(): string {
    return `${this.message} (at ${this.path})`;
  }
}

/** Check `value` with `validator`: its error thrown as a ValidationError, the path placed under `base`. */
export function checked(validator: Validator<unknown>, value: unknown, base = "$"): void {
  const violation = validator.check(value);
  if (violation !== undefined) throw new ValidationError(violation.message, base + violation.path.slice(1));
}

/** A value the target format of a conversion cannot hold; `path` is the value's, such as `$[2].content[1]`. */
export class ConversionError extends ValidationError {
  constructor(message: string, path = "$") {
    super(message, path);
    this.name = "ConversionError";
  }
}

/**
 * `convertToMessages` was given an item that is not a message, a string, an object or a
 * `[role, content]` pair, or (the package entry's, which carries no validator) a LangChain
 * Serializable record, which "chatschema/lc-json" reads; `path` is the item's, such as `$[1]`.
 */
export class UnsupportedMessageError extends ValidationError {
  constructor(message: string, path = "$") {
    super(message, path);
    this.name = "UnsupportedMessageError";
  }
}

/**
 * A chat-UI stream that a reader reads reports an error of its own: the AI SDK's `error` event or
 * AG-UI's `RUN_ERROR`. The readers throw it at that event, after every chunk of the events before
 * it; the stream itself was valid. `message` is the stream's error text, `path` the event's, `$[i]`.
 * (Exported by "chatschema/ui-streams".)
 */
export class StreamError extends ChatschemaError {
  readonly path: string;

  constructor(message: string, path = "$") {
    super(shorten(message));
    this.name = "StreamError";
    this.path = shorten(path);
  }

  override toString(): string {
    return `${this.message} (at ${this.path})`;
  }
}

/** The JSON name of a value's type, as the schema errors say it (`got \`array\``). */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  return typeof value === "string" ? "str" : typeof value === "boolean" ? "bool" : typeof value;
}
