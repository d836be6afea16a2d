// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallFunction } from "./RawToolCallFunction.js";

/** @internal */
export const S_RawToolCall: Struct = {f:[["id",{u:["str","null"],x:"str | null"},0],["index",{u:["int","str","null"],x:"int | str | null"},0],["function",{s:()=>S_RawToolCallFunction},0]]};
/** @internal */
export const C_RawToolCall: Check = {k:'obj',t:{s:()=>S_RawToolCall}};
/** The validator of RawToolCall: A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. */
export const RawToolCall: Validator<T.RawToolCall> = /* @__PURE__ */ validator<T.RawToolCall>("RawToolCall", null, () => C_RawToolCall);
