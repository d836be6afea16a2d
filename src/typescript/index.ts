// The chatschema npm package: the generated types, and the handwritten utilities beside them.
// Each handwritten module in this folder is re-exported here.

export type * from "../../generated/typescript/types.js";
export { getBufferString, toolCallsRepr } from "./buffer.js";
export type { BufferStringOptions } from "./buffer.js";
export { contentText, text } from "./content.js";
export { filterMessages } from "./filter.js";
export type { FilterMessagesOptions } from "./filter.js";
export { isChunk, kindOf } from "./kinds.js";
export type { MessageKind } from "./kinds.js";
export { pyEquals, pyHead, pyJsonDumps, pyLen, pyRepr, pyStr, pyStrRepr, pyTruthy } from "./pyRepr.js";
export type { PyJson } from "./pyRepr.js";
export { approximateChars, countTokensApproximately } from "./tokens.js";
export type { CountTokensOptions } from "./tokens.js";
