// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Memo, S_Memo } from "./Memo.js";
import { C_Note, S_Note } from "./Note.js";

/** @internal */
export const C_AnyNote: Check = {k:'tag',m:()=>({"note":C_Note,"memo":C_Memo})};
/** The validator of AnyNote: A note or a memo. */
export const AnyNote: Validator<T.AnyNote> = /* @__PURE__ */ validator<T.AnyNote>("AnyNote", {u:[],x:"object",g:"type",m:()=>({"memo":S_Memo,"note":S_Note})}, () => C_AnyNote);
