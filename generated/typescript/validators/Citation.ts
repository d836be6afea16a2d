// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Citation: Struct = {f:[["id","str",0],["url","str",0],["title","str",0],["start_index","int",0],["end_index","int",0],["cited_text","str",0],["extras",{d:0},0]],g:["type","citation"]};
/** @internal */
export const C_Citation: Check = {k:'obj',t:{s:()=>S_Citation},g:1};
/** The validator of Citation: An annotation that cites a source for a span of text. */
export const Citation: Validator<T.Citation> = /* @__PURE__ */ validator<T.Citation>("Citation", null, () => C_Citation);
