// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1b7c5bb6dbe441ac88cbf11b02b4fbb7d8ff1e27d75e6799ec1d59b35e2db471

import type * as T from "../types.js";
import { type Check, type Validator, validator } from "./_runtime.js";

/** @internal */
export const C_AnyRecord: Check = {k:'disp',f:"path",m:()=>({}),p:()=>[],c:1};
/** The validator of AnyRecord: A record told apart by its class path; any other path is an error. */
export const AnyRecord: Validator<T.AnyRecord> = /* @__PURE__ */ validator<T.AnyRecord>("AnyRecord", null, () => C_AnyRecord);
