// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 97e205e7e2f101557e41848159e871c8ef98c2169d90f6598c634ae6c5323458

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
