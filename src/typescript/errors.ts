// The errors chatschema throws (minimal version for the conformance helpers; the package's own
// errors.ts, with the same constructors, replaces it).

/** The JSON name of a value's type, as the schema errors say it (`got \`array\``). */
export function jsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") return "object";
  if (typeof value === "number") return Number.isInteger(value) ? "int" : "float";
  return typeof value === "string" ? "str" : typeof value === "boolean" ? "bool" : typeof value;
}

/** Base class of every error chatschema throws on purpose. */
export class ChatschemaError extends Error {
  override name = "ChatschemaError";
}

/** A payload does not match its schema; `path` is the JSON path of the failing value (`$.content[1]`). */
export class ValidationError extends ChatschemaError {
  override name = "ValidationError";
  readonly path: string;

  constructor(message: string, path: string = "$") {
    super(`${message} (at ${path})`);
    this.path = path;
  }
}

/** A conversion would lose data. */
export class ConversionError extends ChatschemaError {
  override name = "ConversionError";
}

/** A value of a kind that cannot be a message (a number; a list that is not a `[role, content]` pair). */
export class UnsupportedMessageError extends ValidationError {
  override name = "UnsupportedMessageError";
}
