// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallChunk } from "./RawToolCallChunk.js";

/** @internal */
export const S_AIMessageChunkAdditionalKwargs: Struct = {f:[["tool_calls",{l:{s:()=>S_RawToolCallChunk}},0]]};
/** @internal */
export const C_AIMessageChunkAdditionalKwargs: Check = {k:'obj',t:{s:()=>S_AIMessageChunkAdditionalKwargs}};
/** The validator of AIMessageChunkAdditionalKwargs: Extra payload data from the provider on an AI message chunk: any JSON object. */
export const AIMessageChunkAdditionalKwargs: Validator<T.AIMessageChunkAdditionalKwargs> = /* @__PURE__ */ validator<T.AIMessageChunkAdditionalKwargs>("AIMessageChunkAdditionalKwargs", null, () => C_AIMessageChunkAdditionalKwargs);
