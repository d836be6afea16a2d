// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelModality: Json = {"enum":["image","video","audio","document"],"type":"string"};
/** @internal */
export const C_OtelModality: Check = {k:'json',j:()=>J_OtelModality,f:runJson};
/** The validator of OtelModality. */
export const OtelModality: Validator<T.OtelModality> = /* @__PURE__ */ validator<T.OtelModality>("OtelModality", null, () => C_OtelModality);
