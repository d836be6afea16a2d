// validate and isValid: a value checked against a schema type, by title or by validator, with the
// one error the Python package reports (message and path) thrown as a ValidationError.

import type { ValidateOptions, Validator } from "../../generated/typescript/validators/_runtime.js";
import { type Title, validators } from "../../generated/typescript/validators/table.js";
import { ValidationError } from "./errors.js";

/** The schema type each title names. */
export type TypeOf<K extends Title> = (typeof validators)[K] extends Validator<infer T> ? T : never;

/** A schema title, or a validator (`import { TextContentBlock } from "chatschema/validators"`). */
export type TypeSpec<T> = Validator<T> | Title;

function validatorOf(type: string | Validator<unknown>): Validator<unknown> {
  if (typeof type !== "string") return type;
  const found = Object.prototype.hasOwnProperty.call(validators, type) ? validators[type as Title] : undefined;
  if (found === undefined) throw new TypeError(`unknown schema type ${JSON.stringify(type)}`);
  return found;
}

/**
 * Check `value` against a schema type.
 *
 * @param value Parsed JSON.
 * @param type A schema title such as `"AnyMessage"` (this keeps every validator in a bundle), or a
 *   validator imported from `chatschema/validators` (this keeps only the ones it refers to).
 * @param options `extra: "keep"` allows keys a message does not declare at the top level of each
 *   message; the default `"forbid"` reports them, as the schema says.
 * @throws ValidationError The one error the Python package reports, with its `message` and `path`
 *   (`$.content[1]`).
 * @throws TypeError `type` names no schema type.
 * @example
 * validate({ type: "human", content: "hi" }, "AnyMessage");
 */
export function validate<K extends Title>(value: unknown, type: K, options?: ValidateOptions): asserts value is TypeOf<K>;
export function validate<T>(value: unknown, type: Validator<T>, options?: ValidateOptions): asserts value is T;
export function validate(value: unknown, type: string | Validator<unknown>, options?: ValidateOptions): void {
  const violation = validatorOf(type).check(value, options);
  if (violation !== undefined) throw new ValidationError(violation.message, violation.path);
}

/**
 * Whether `value` is valid for a schema type: the type guard of {@link validate}.
 *
 * @example
 * isValid({ type: "human", content: "hi" }, "AnyMessage"); // true
 */
export function isValid<K extends Title>(value: unknown, type: K, options?: ValidateOptions): value is TypeOf<K>;
export function isValid<T>(value: unknown, type: Validator<T>, options?: ValidateOptions): value is T;
export function isValid(value: unknown, type: string | Validator<unknown>, options?: ValidateOptions): boolean {
  return validatorOf(type).check(value, options) === undefined;
}

/**
 * Check a list of values of one schema type, as the Python package's `validate(values, "list[AnyMessage]")`:
 * the error's path starts with the item's index (`$[3].content`).
 *
 * @throws ValidationError The one error the Python package reports.
 */
export function validateEach<K extends Title>(values: unknown, type: K, options?: ValidateOptions): asserts values is TypeOf<K>[];
export function validateEach<T>(values: unknown, type: Validator<T>, options?: ValidateOptions): asserts values is T[];
export function validateEach(values: unknown, type: string | Validator<unknown>, options?: ValidateOptions): void {
  const violation = validatorOf(type).checkEach(values, options);
  if (violation !== undefined) throw new ValidationError(violation.message, violation.path);
}
