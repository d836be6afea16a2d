// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RawToolCallFunction: Struct = {f:[["name",{u:["str","null"],x:"str | null"},0],["arguments",0,0]]};
/** @internal */
export const C_RawToolCallFunction: Check = {k:'obj',t:{s:()=>S_RawToolCallFunction}};
/** The validator of RawToolCallFunction: The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments. */
export const RawToolCallFunction: Validator<T.RawToolCallFunction> = /* @__PURE__ */ validator<T.RawToolCallFunction>("RawToolCallFunction", null, () => C_RawToolCallFunction);
