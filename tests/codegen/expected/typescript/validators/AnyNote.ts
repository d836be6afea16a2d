// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";
import { C_Memo, S_Memo } from "./Memo.js";
import { C_Note, S_Note } from "./Note.js";

/** @internal */
export const C_AnyNote: Check = {k:'tag',m:()=>({"note":C_Note,"memo":C_Memo})};
/** The validator of AnyNote: A note or a memo. */
export const AnyNote: Validator<T.AnyNote> = /* @__PURE__ */ validator<T.AnyNote>("AnyNote", {u:[],x:"object",g:"type",m:()=>({"memo":S_Memo,"note":S_Note})}, () => C_AnyNote);
