// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e10d6f06f67d42d242a1c1deab7eab9c7ff8ac69cb393ecddfe18ea634b2439c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelModality: Json = {"enum":["image","video","audio","document"],"type":"string"};
/** @internal */
export const C_OtelModality: Check = {k:'json',j:()=>J_OtelModality,f:runJson};
/** The validator of OtelModality. */
export const OtelModality: Validator<T.OtelModality> = /* @__PURE__ */ validator<T.OtelModality>("OtelModality", null, () => C_OtelModality);
