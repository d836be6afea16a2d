// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b9a784c4d131d0b2c5b32792aad3ef6e6d4e4c51a1a23cfe30d08d66c6112198

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
