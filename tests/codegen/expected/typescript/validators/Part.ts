// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 5ebc443072ad1e773fcc085902514c66fe3721d3c4f9709651d710bae8c53d39

import type * as T from "../types.js";
import { type Check, type Struct, type Validator, validator } from "./_runtime.js";
import { C_Link } from "./Link.js";

/** @internal */
export const S_Part: Struct = {f:[]};
/** @internal */
export const C_Part: Check = {k:'disp',m:()=>({"link":C_Link})};
/** The validator of Part: An item of a note; a standard tag must match its schema. */
export const Part: Validator<T.Part> = /* @__PURE__ */ validator<T.Part>("Part", null, () => C_Part);
