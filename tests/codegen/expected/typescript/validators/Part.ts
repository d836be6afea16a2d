// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 52bf0b5406f26be99a9a6caa89bf5e7cbebc1182ff1ee53182e57da718a84246

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Link } from "./Link.js";

/** @internal */
export const S_Part: Struct = {f:[]};
/** @internal */
export const C_Part: Check = {k:'disp',m:()=>({"link":C_Link})};
/** The validator of Part: An item of a note; a standard tag must match its schema. */
export const Part: Validator<T.Part> = /* @__PURE__ */ validator<T.Part>("Part", null, () => C_Part);
