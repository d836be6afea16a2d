// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 58a7e82ec2ce96ab81048e9df7de8a601d72a5af18f7f043025ed83330c6813a

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Link } from "./Link.js";

/** @internal */
export const S_Part: Struct = {f:[]};
/** @internal */
export const C_Part: Check = {k:'disp',m:()=>({"link":C_Link})};
/** The validator of Part: An item of a note; a standard tag must match its schema. */
export const Part: Validator<T.Part> = /* @__PURE__ */ validator<T.Part>("Part", null, () => C_Part);
