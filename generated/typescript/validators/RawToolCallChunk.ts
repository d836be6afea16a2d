// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallChunkFunction } from "./RawToolCallChunkFunction.js";

/** @internal */
export const S_RawToolCallChunk: Struct = {f:[["id",{u:["str","null"],x:"str | null"},0],["index",{u:["int","str","null"],x:"int | str | null"},0],["function",{s:()=>S_RawToolCallChunkFunction},0]]};
/** @internal */
export const C_RawToolCallChunk: Check = {k:'obj',t:{s:()=>S_RawToolCallChunk}};
/** The validator of RawToolCallChunk: A tool call, or a fragment of one, in the OpenAI chat format, as an AI message chunk holds it under additional_kwargs.tool_calls. */
export const RawToolCallChunk: Validator<T.RawToolCallChunk> = /* @__PURE__ */ validator<T.RawToolCallChunk>("RawToolCallChunk", null, () => C_RawToolCallChunk);
