// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Memo, S_Memo } from "./Memo.js";

/** @internal */
export const S_MemoRecord: Struct = {f:[["path",{l:"str"},1],["body",{s:()=>S_Memo},1]],c:1};
/** @internal */
export const C_MemoRecord: Check = {k:'fields',n:[["body",0,()=>C_Memo]],q:[["path",[["notes","Memo"]],"Invalid value"]]};
/** The validator of MemoRecord: A memo under the one path that names its class. */
export const MemoRecord: Validator<T.MemoRecord> = /* @__PURE__ */ validator<T.MemoRecord>("MemoRecord", {s:()=>S_MemoRecord}, () => C_MemoRecord);
