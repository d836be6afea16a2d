// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallChunk } from "./RawToolCallChunk.js";

/** @internal */
export const S_AIMessageChunkAdditionalKwargs: Struct = {f:[["tool_calls",{l:{s:()=>S_RawToolCallChunk}},0]]};
/** @internal */
export const C_AIMessageChunkAdditionalKwargs: Check = {k:'obj',t:{s:()=>S_AIMessageChunkAdditionalKwargs}};
/** The validator of AIMessageChunkAdditionalKwargs: Extra payload data from the provider on an AI message chunk: any JSON object. */
export const AIMessageChunkAdditionalKwargs: Validator<T.AIMessageChunkAdditionalKwargs> = /* @__PURE__ */ validator<T.AIMessageChunkAdditionalKwargs>("AIMessageChunkAdditionalKwargs", null, () => C_AIMessageChunkAdditionalKwargs);
