// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { S_RawToolCall } from "./RawToolCall.js";

/** @internal */
export const S_AIMessageAdditionalKwargs: Struct = {f:[["tool_calls",{l:{s:()=>S_RawToolCall}},0]]};
/** @internal */
export const C_AIMessageAdditionalKwargs: Check = {k:'obj',t:{s:()=>S_AIMessageAdditionalKwargs}};
/** The validator of AIMessageAdditionalKwargs: Extra payload data from the provider on an AI message or chunk: any JSON object. */
export const AIMessageAdditionalKwargs: Validator<T.AIMessageAdditionalKwargs> = /* @__PURE__ */ validator<T.AIMessageAdditionalKwargs>("AIMessageAdditionalKwargs", null, () => C_AIMessageAdditionalKwargs);
