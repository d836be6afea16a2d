// The chatschema npm package: the generated types and validators, and the handwritten utilities
// beside them. Each handwritten module in this folder is re-exported here (sorted by module).
// The per-type validators are at "chatschema/validators": import only the ones you use; readers that
// check their input with them are in subpaths of their own ("chatschema/lc-json", ...). Helpers the
// modules share (tag tables, the stored-form field lists, the JSON type names) stay internal.

export type * from "../../generated/typescript/types.js";
export { SCHEMA_ID, SCHEMA_SHA256, SCHEMA_VERSION } from "../../generated/typescript/schema.js";
export type { Extra, ValidateOptions, Validator, Violation } from "../../generated/typescript/validators/_runtime.js";
export type { Title } from "../../generated/typescript/validators/table.js";
export { ChunkAccumulator } from "./accumulate.js";
export { getBufferString, toolCallsRepr } from "./buffer.js";
export type { BufferStringOptions } from "./buffer.js";
export { addChunks, messageChunkToMessage } from "./chunks.js";
export type { MessageChunk } from "./chunks.js";
export { contentText, text } from "./content.js";
export { bestEffortContentBlocks, contentBlocks } from "./contentBlocks.js";
export type { Block, ContentBlocksOptions, Translate, Translator } from "./contentBlocks.js";
export { convertToMessages } from "./convertToMessages.js";
export { fullForm, messagesFromDict, messagesToDict } from "./dict.js";
export type { StoredMessage } from "./dict.js";
export { ChatschemaError, ConversionError, UnsupportedMessageError, ValidationError } from "./errors.js";
export { filterMessages } from "./filter.js";
export type { FilterMessagesOptions } from "./filter.js";
export { isChunk, kindOf } from "./kinds.js";
export type { MessageKind } from "./kinds.js";
export { mergeMessageRuns } from "./merge.js";
export type { MergeMessageRunsOptions } from "./merge.js";
export { convertToOpenAIMessages } from "./openai.js";
export type { ConvertToOpenAIOptions, OpenAIMessage } from "./openai.js";
export { parseToolCallArgs } from "./partialJson.js";
export { pyEquals, pyHead, pyJsonDumps, pyLen, pyRepr, pyStr, pyStrRepr, pyTruthy } from "./pyRepr.js";
export type { PyJson } from "./pyRepr.js";
export { approximateChars, countTokensApproximately } from "./tokens.js";
export type { CountTokensOptions } from "./tokens.js";
export { trimMessages } from "./trim.js";
export type { TokenCounter, TrimMessagesOptions } from "./trim.js";
export { isValid, type ListOf, type TypeOf, validate } from "./validate.js";
