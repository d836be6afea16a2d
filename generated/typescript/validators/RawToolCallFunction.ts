// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RawToolCallFunction: Struct = {f:[["name",{u:["str","null"],x:"str | null"},0],["arguments",0,0]]};
/** @internal */
export const C_RawToolCallFunction: Check = {k:'obj',t:{s:()=>S_RawToolCallFunction}};
/** The validator of RawToolCallFunction: The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments. */
export const RawToolCallFunction: Validator<T.RawToolCallFunction> = /* @__PURE__ */ validator<T.RawToolCallFunction>("RawToolCallFunction", null, () => C_RawToolCallFunction);
