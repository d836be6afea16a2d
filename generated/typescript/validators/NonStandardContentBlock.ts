// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_NonStandardContentBlock: Struct = {f:[["value",{d:0},1],["id","str",0],["index",{u:["int","str","null"],x:"int | str | null"},0]],g:["type","non_standard"]};
/** @internal */
export const C_NonStandardContentBlock: Check = {k:'obj',t:{s:()=>S_NonStandardContentBlock},g:1};
/** The validator of NonStandardContentBlock: A provider-specific block that has no standard equivalent, kept whole in value. */
export const NonStandardContentBlock: Validator<T.NonStandardContentBlock> = /* @__PURE__ */ validator<T.NonStandardContentBlock>("NonStandardContentBlock", null, () => C_NonStandardContentBlock);
