// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCall } from "./RawToolCall.js";

/** @internal */
export const S_AIMessageAdditionalKwargs: Struct = {f:[["tool_calls",{l:{s:()=>S_RawToolCall}},0]]};
/** @internal */
export const C_AIMessageAdditionalKwargs: Check = {k:'obj',t:{s:()=>S_AIMessageAdditionalKwargs}};
/** The validator of AIMessageAdditionalKwargs: Extra payload data from the provider on an AI message or chunk: any JSON object. */
export const AIMessageAdditionalKwargs: Validator<T.AIMessageAdditionalKwargs> = /* @__PURE__ */ validator<T.AIMessageAdditionalKwargs>("AIMessageAdditionalKwargs", null, () => C_AIMessageAdditionalKwargs);
