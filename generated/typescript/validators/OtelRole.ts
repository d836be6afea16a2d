// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRole: Json = {"enum":["system","user","assistant","tool"],"type":"string"};
const C_OtelRole: Check = {k:'json',j:()=>J_OtelRole};
/** The validator of OtelRole. */
export const OtelRole: Validator<T.OtelRole> = /* @__PURE__ */ validator<T.OtelRole>("OtelRole", null, () => C_OtelRole);
