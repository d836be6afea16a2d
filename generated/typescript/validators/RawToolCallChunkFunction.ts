// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RawToolCallChunkFunction: Struct = {f:[["name",{u:["str","null"],x:"str | null"},0],["arguments",{u:["str","null"],x:"str | null"},0]]};
/** @internal */
export const C_RawToolCallChunkFunction: Check = {k:'obj',t:{s:()=>S_RawToolCallChunkFunction}};
/** The validator of RawToolCallChunkFunction: The function of a tool call fragment in the OpenAI chat format: the name of the tool and a fragment of the JSON text of its arguments. */
export const RawToolCallChunkFunction: Validator<T.RawToolCallChunkFunction> = /* @__PURE__ */ validator<T.RawToolCallChunkFunction>("RawToolCallChunkFunction", null, () => C_RawToolCallChunkFunction);
