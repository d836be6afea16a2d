// The chatschema npm package: the generated types and validators, and the handwritten utilities
// beside them. Each handwritten module in this folder is re-exported here (sorted by module).
// The per-type validators are at "chatschema/validators": import only the ones you use.

export type * from "../../generated/typescript/types.js";
export { SCHEMA_ID, SCHEMA_SHA256, SCHEMA_VERSION } from "../../generated/typescript/schema.js";
export type { Extra, ValidateOptions, Validator, Violation } from "../../generated/typescript/validators/_runtime.js";
export type { Title } from "../../generated/typescript/validators/table.js";
export { ChatschemaError, ConversionError, UnsupportedMessageError, ValidationError } from "./errors.js";
export { isValid, type ListOf, type TypeOf, validate } from "./validate.js";
