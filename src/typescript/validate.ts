// validate and isValid: a value checked against a schema type, by title or by validator, with the
// one error the Python package reports (message and path) thrown as a ValidationError.

import type { ValidateOptions, Validator, Violation } from "../../generated/typescript/validators/_runtime.js";
import { type Title, validators } from "../../generated/typescript/validators/table.js";
import { ValidationError } from "./errors.js";

/** The schema type each title names. */
export type TypeOf<K extends Title> = (typeof validators)[K] extends Validator<infer T> ? T : never;

/** A list of values of one title, as the Python package spells it: `"list[AnyMessage]"`. */
export type ListOf<K extends Title> = `list[${K}]`;

function validatorOf(type: string | Validator<unknown>): [Validator<unknown>, boolean] {
  if (typeof type !== "string") return [type, false];
  const many = type.startsWith("list[") && type.endsWith("]");
  const title = many ? type.slice(5, -1).trim() : type.trim();
  const found = Object.prototype.hasOwnProperty.call(validators, title) ? validators[title as Title] : undefined;
  if (found === undefined) throw new TypeError(`unknown schema type ${JSON.stringify(type)}`);
  return [found, many];
}

function violation(value: unknown, type: string | Validator<unknown>, options?: ValidateOptions): Violation | undefined {
  const [validator, many] = validatorOf(type);
  return many ? validator.checkEach(value, options) : validator.check(value, options);
}

/**
 * Check `value` against a schema type.
 *
 * @param value Parsed JSON.
 * @param type A schema title such as `"AnyMessage"`, or `"list[AnyMessage]"` for a list of them
 *   (errors at `$[3].content`), as the Python package takes them: these keep every validator in a
 *   bundle. Or a validator imported from `chatschema/validators`, which keeps only the ones it
 *   refers to.
 * @param options `extra: "keep"` allows keys a message does not declare at the top level of each
 *   message; the default `"forbid"` reports them, as the schema says.
 * @throws ValidationError The one error the Python package reports, with its `message` and `path`
 *   (`$.content[1]`).
 * @throws TypeError `type` names no schema type.
 * @example
 * validate({ type: "human", content: "hi" }, "AnyMessage");
 */
export function validate<K extends Title>(value: unknown, type: K, options?: ValidateOptions): asserts value is TypeOf<K>;
export function validate<K extends Title>(value: unknown, type: ListOf<K>, options?: ValidateOptions): asserts value is TypeOf<K>[];
export function validate<T>(value: unknown, type: Validator<T>, options?: ValidateOptions): asserts value is T;
export function validate(value: unknown, type: string | Validator<unknown>, options?: ValidateOptions): void {
  const found = violation(value, type, options);
  if (found !== undefined) throw new ValidationError(found.message, found.path);
}

/**
 * Whether `value` is valid for a schema type: the type guard of {@link validate}.
 *
 * @example
 * isValid({ type: "human", content: "hi" }, "AnyMessage"); // true
 */
export function isValid<K extends Title>(value: unknown, type: K, options?: ValidateOptions): value is TypeOf<K>;
export function isValid<K extends Title>(value: unknown, type: ListOf<K>, options?: ValidateOptions): value is TypeOf<K>[];
export function isValid<T>(value: unknown, type: Validator<T>, options?: ValidateOptions): value is T;
export function isValid(value: unknown, type: string | Validator<unknown>, options?: ValidateOptions): boolean {
  return violation(value, type, options) === undefined;
}
