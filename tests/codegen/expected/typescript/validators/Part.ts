// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0881c0239f2b18fb819dc4eef0675725e84a517eb0c68934311fe1257b2219a2

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Link } from "./Link.js";

/** @internal */
export const S_Part: Struct = {f:[]};
/** @internal */
export const C_Part: Check = {k:'disp',m:()=>({"link":C_Link})};
/** The validator of Part: An item of a note; a standard tag must match its schema. */
export const Part: Validator<T.Part> = /* @__PURE__ */ validator<T.Part>("Part", null, () => C_Part);
