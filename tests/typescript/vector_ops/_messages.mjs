// Shared by the vector operations on message lists: Python's option names in camelCase, and the
// validation Python's operations run first (chatschema.decode of list[AnyMessage]), done here with
// the package's validate() once it is built (src/typescript/validate.ts); without it, the vectors
// that expect a ValidationError are skipped by the runner (VALIDATES is false).

let validate = null;
try {
  ({ validate } = await import("../../../build/ts/src/typescript/validate.js"));
} catch {
  validate = null;
}

export const VALIDATES = typeof validate === "function";

/** `{human_prefix: 1}` -> `{humanPrefix: 1}`. */
export function camel(options) {
  return Object.fromEntries(Object.entries(options).map(([k, v]) => [k.replace(/_([a-z])/g, (_, c) => c.toUpperCase()), v]));
}

/** Throw what Python's decode throws for an invalid list of messages (when validate is built): the
 * list is checked as one value, so a structural error anywhere comes before a rule error, as in Python. */
export function checked(messages) {
  if (VALIDATES) validate(messages, "list[AnyMessage]");
  return messages;
}

/** Throw what Python's decode throws for an invalid message (when validate is built). */
export function checkedOne(message) {
  if (VALIDATES) validate(message, "AnyMessage");
  return message;
}
