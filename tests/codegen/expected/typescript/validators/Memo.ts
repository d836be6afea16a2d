// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d1d91642544c85e2b95cb8d44a2ae0e45bd7e942d51377a7ea51dda3b29a7d3f

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
