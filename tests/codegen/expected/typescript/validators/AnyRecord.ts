// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2cf1aa11a76e037599dc2ec3c526e3c08dd3b34fbbd9d4241842a1454bccdb38

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AnyRecord: Check = {k:'disp',f:"path",m:()=>({}),p:()=>[],c:1};
/** The validator of AnyRecord: A record told apart by its class path; any other path is an error. */
export const AnyRecord: Validator<T.AnyRecord> = /* @__PURE__ */ validator<T.AnyRecord>("AnyRecord", null, () => C_AnyRecord);
