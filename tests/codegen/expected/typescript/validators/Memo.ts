// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";

/** @internal */
export const S_Memo: Struct = {f:[["body","str",1]],g:["type","memo"],c:1};
/** @internal */
export const C_Memo: Check = {k:'fields',n:[]};
/** The validator of Memo: Another closed record. */
export const Memo: Validator<T.Memo> = /* @__PURE__ */ validator<T.Memo>("Memo", {s:()=>S_Memo}, () => C_Memo);
