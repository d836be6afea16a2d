// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
