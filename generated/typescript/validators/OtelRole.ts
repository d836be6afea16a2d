// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 9706f554e5df510d90db9bf9b832b98494c25bf65e1d6752cf396f1057abafad

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelRole: Json = {"enum":["system","user","assistant","tool"],"type":"string"};
/** @internal */
export const C_OtelRole: Check = {k:'json',j:()=>J_OtelRole,f:runJson};
/** The validator of OtelRole. */
export const OtelRole: Validator<T.OtelRole> = /* @__PURE__ */ validator<T.OtelRole>("OtelRole", null, () => C_OtelRole);
