// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallFunction } from "./RawToolCallFunction.js";

/** @internal */
export const S_RawToolCall: Struct = {f:[["id",{u:["str","null"],x:"str | null"},0],["index",{u:["int","str","null"],x:"int | str | null"},0],["function",{s:()=>S_RawToolCallFunction},0]]};
/** @internal */
export const C_RawToolCall: Check = {k:'obj',t:{s:()=>S_RawToolCall}};
/** The validator of RawToolCall: A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. */
export const RawToolCall: Validator<T.RawToolCall> = /* @__PURE__ */ validator<T.RawToolCall>("RawToolCall", null, () => C_RawToolCall);
