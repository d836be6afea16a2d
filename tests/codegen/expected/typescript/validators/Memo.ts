// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b4c738d3e533d5f3a558d774d90dd34d52a08306ce2934c39fce8e3a0ae0f15f

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
