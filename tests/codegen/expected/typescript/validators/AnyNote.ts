// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1fce7145e6aa85da10f678c76585032d111e4b645a43e47163034fff3ed752c5

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Memo, S_Memo } from "./Memo.js";
import { C_Note, S_Note } from "./Note.js";

/** @internal */
export const C_AnyNote: Check = {k:'tag',m:()=>({"note":C_Note,"memo":C_Memo})};
/** The validator of AnyNote: A note or a memo. */
export const AnyNote: Validator<T.AnyNote> = /* @__PURE__ */ validator<T.AnyNote>("AnyNote", {u:[],x:"object",g:"type",m:()=>({"memo":S_Memo,"note":S_Note})}, () => C_AnyNote);
