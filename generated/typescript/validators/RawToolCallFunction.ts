// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RawToolCallFunction: Struct = {f:[["name",{u:["str","null"],x:"str | null"},0],["arguments",{u:["str","null"],x:"str | null"},0]]};
/** @internal */
export const C_RawToolCallFunction: Check = {k:'obj',t:{s:()=>S_RawToolCallFunction}};
/** The validator of RawToolCallFunction: The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments (or fragments of them, in a streamed chunk). */
export const RawToolCallFunction: Validator<T.RawToolCallFunction> = /* @__PURE__ */ validator<T.RawToolCallFunction>("RawToolCallFunction", null, () => C_RawToolCallFunction);
