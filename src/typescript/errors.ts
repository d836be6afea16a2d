// The errors chatschema throws (minimal version; tspkg's errors.ts replaces it at merge).

/** Base class of chatschema's own errors. */
export class ChatschemaError extends Error {
  override name = "ChatschemaError";
}

/** A value that does not match its schema; `path` is the JSON path of the offending value. */
export class ValidationError extends ChatschemaError {
  override name = "ValidationError";
  readonly path: string;
  constructor(message: string, path: string) {
    super(`${message} (at ${path})`);
    this.path = path;
  }
}

/** A conversion that would lose data. */
export class ConversionError extends ChatschemaError {
  override name = "ConversionError";
  readonly path: string;
  constructor(message: string, path: string) {
    super(message);
    this.path = path;
  }
}
