// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallFunction } from "./RawToolCallFunction.js";

/** @internal */
export const S_RawToolCall: Struct = {f:[["id",{u:["str","null"],x:"str | null"},0],["index",{u:["int","str","null"],x:"int | str | null"},0],["function",{s:()=>S_RawToolCallFunction},0]]};
/** @internal */
export const C_RawToolCall: Check = {k:'obj',t:{s:()=>S_RawToolCall}};
/** The validator of RawToolCall: A tool call, or a fragment of one in a streamed chunk, in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. */
export const RawToolCall: Validator<T.RawToolCall> = /* @__PURE__ */ validator<T.RawToolCall>("RawToolCall", null, () => C_RawToolCall);
