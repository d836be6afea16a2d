// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Note, S_Note } from "./Note.js";

/** @internal */
export const S_NoteRecord: Struct = {f:[["path",{l:"str"},1],["body",{s:()=>S_Note},1]],c:1};
/** @internal */
export const C_NoteRecord: Check = {k:'fields',n:[["body",0,()=>C_Note]],q:[["path",[["notes","Note"],["old","notes","Note"]],"Invalid value"]]};
/** The validator of NoteRecord: A note under a path that names its class: the path written today, or an older one. */
export const NoteRecord: Validator<T.NoteRecord> = /* @__PURE__ */ validator<T.NoteRecord>("NoteRecord", {s:()=>S_NoteRecord}, () => C_NoteRecord);
