// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRole: Json = {"enum":["system","user","assistant","tool"],"type":"string"};
/** @internal */
export const C_OtelRole: Check = {k:'json',j:()=>J_OtelRole,f:runJson};
/** The validator of OtelRole. */
export const OtelRole: Validator<T.OtelRole> = /* @__PURE__ */ validator<T.OtelRole>("OtelRole", null, () => C_OtelRole);
