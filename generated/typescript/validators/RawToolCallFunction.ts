// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_RawToolCallFunction: Struct = {f:[["name",{u:["str","null"],x:"str | null"},0],["arguments",0,0]]};
/** @internal */
export const C_RawToolCallFunction: Check = {k:'obj',t:{s:()=>S_RawToolCallFunction}};
/** The validator of RawToolCallFunction: The function of a tool call in the OpenAI chat format: the name of the tool and the JSON text of its arguments. */
export const RawToolCallFunction: Validator<T.RawToolCallFunction> = /* @__PURE__ */ validator<T.RawToolCallFunction>("RawToolCallFunction", null, () => C_RawToolCallFunction);
