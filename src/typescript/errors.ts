// The errors chatschema throws (minimal version for the conformance helpers; the package's own
// errors.ts, with the same constructors, replaces it).

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
