// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_NonStandardContentBlock: Struct = {f:[["value",{d:0},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0]],g:["type","non_standard"]};
/** @internal */
export const C_NonStandardContentBlock: Check = {k:'obj',t:{s:()=>S_NonStandardContentBlock},g:1};
/** The validator of NonStandardContentBlock: A provider-specific block that has no standard equivalent, kept whole in value. */
export const NonStandardContentBlock: Validator<T.NonStandardContentBlock> = /* @__PURE__ */ validator<T.NonStandardContentBlock>("NonStandardContentBlock", null, () => C_NonStandardContentBlock);
