// The chatschema npm package: the generated types and validators, and the handwritten utilities
// beside them. Each handwritten module in this folder is re-exported here (sorted by module).
// The per-type validators are at "chatschema/validators": import only the ones you use.

export type * from "../../generated/typescript/types.js";
export { SCHEMA_ID, SCHEMA_SHA256, SCHEMA_VERSION } from "../../generated/typescript/schema.js";
export type { Extra, ValidateOptions, Validator, Violation } from "../../generated/typescript/validators/_runtime.js";
export type { Title } from "../../generated/typescript/validators/table.js";
export { getBufferString, toolCallsRepr } from "./buffer.js";
export type { BufferStringOptions } from "./buffer.js";
export { contentText, text } from "./content.js";
export { convertToMessages, parseLooseJson } from "./convertToMessages.js";
export { constructedChunkLists, fullForm, messageFields, messagesFromDict, messagesToDict } from "./dict.js";
export type { StoredMessage } from "./dict.js";
export { ChatschemaError, ConversionError, jsonTypeName, UnsupportedMessageError, ValidationError } from "./errors.js";
export { filterMessages } from "./filter.js";
export type { FilterMessagesOptions } from "./filter.js";
export { className, isChunk, kindOf, MESSAGE_TAGS, tagKind } from "./kinds.js";
export type { MessageKind } from "./kinds.js";
export { messageFromLcJson, messagesFromLcJson, messagesToLcJson, messageToLcJson } from "./lcJson.js";
export type { LcJsonRecord } from "./lcJson.js";
export { pyEquals, pyHead, pyJsonDumps, pyLen, pyRepr, pyStr, pyStrRepr, pyTruthy } from "./pyRepr.js";
export type { PyJson } from "./pyRepr.js";
export { approximateChars, countTokensApproximately } from "./tokens.js";
export type { CountTokensOptions } from "./tokens.js";
export { isValid, type ListOf, type TypeOf, validate } from "./validate.js";
