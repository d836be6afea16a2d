// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Link } from "./Link.js";

/** @internal */
export const S_Note: Struct = {f:[["title","str",1],["links",{l:{d:0}},0],["meta",{d:0},0],["pinned","bool",0],["owner",{u:["str","null"],x:"str | null"},0]],g:["type","note"],c:1};
/** @internal */
export const C_Note: Check = {k:'fields',n:[["links",1,()=>C_Link]]};
/** The validator of Note: A closed record held as a Struct. */
export const Note: Validator<T.Note> = /* @__PURE__ */ validator<T.Note>("Note", {s:()=>S_Note}, () => C_Note);
