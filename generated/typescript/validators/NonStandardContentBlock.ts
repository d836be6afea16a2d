// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_NonStandardContentBlock: Struct = {f:[["value",{d:0},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0]],g:["type","non_standard"]};
/** @internal */
export const C_NonStandardContentBlock: Check = {k:'obj',t:{s:()=>S_NonStandardContentBlock},g:1};
/** The validator of NonStandardContentBlock: A provider-specific block that has no standard equivalent, kept whole in value. */
export const NonStandardContentBlock: Validator<T.NonStandardContentBlock> = /* @__PURE__ */ validator<T.NonStandardContentBlock>("NonStandardContentBlock", null, () => C_NonStandardContentBlock);
