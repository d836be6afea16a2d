// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCall } from "./RawToolCall.js";

/** @internal */
export const S_AIMessageAdditionalKwargs: Struct = {f:[["tool_calls",{l:{s:()=>S_RawToolCall}},0]]};
/** @internal */
export const C_AIMessageAdditionalKwargs: Check = {k:'obj',t:{s:()=>S_AIMessageAdditionalKwargs}};
/** The validator of AIMessageAdditionalKwargs: Extra payload data from the provider on an AI message or chunk: any JSON object. */
export const AIMessageAdditionalKwargs: Validator<T.AIMessageAdditionalKwargs> = /* @__PURE__ */ validator<T.AIMessageAdditionalKwargs>("AIMessageAdditionalKwargs", null, () => C_AIMessageAdditionalKwargs);
