// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRole: Json = {"enum":["system","user","assistant","tool"],"type":"string"};
const C_OtelRole: Check = {k:'json',j:()=>J_OtelRole};
/** The validator of OtelRole. */
export const OtelRole: Validator<T.OtelRole> = /* @__PURE__ */ validator<T.OtelRole>("OtelRole", null, () => C_OtelRole);
