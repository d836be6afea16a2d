// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCallFunction } from "./RawToolCallFunction.js";

/** @internal */
export const S_RawToolCall: Struct = {f:[["id",{u:["str","null"],x:"str | null"},0],["function",{s:()=>S_RawToolCallFunction},0]]};
/** @internal */
export const C_RawToolCall: Check = {k:'obj',t:{s:()=>S_RawToolCall}};
/** The validator of RawToolCall: A tool call in the OpenAI chat format, as an AI message holds it under additional_kwargs.tool_calls. */
export const RawToolCall: Validator<T.RawToolCall> = /* @__PURE__ */ validator<T.RawToolCall>("RawToolCall", null, () => C_RawToolCall);
