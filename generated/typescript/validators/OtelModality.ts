// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelModality: Json = {"enum":["image","video","audio","document"],"type":"string"};
/** @internal */
export const C_OtelModality: Check = {k:'json',j:()=>J_OtelModality,f:runJson};
/** The validator of OtelModality. */
export const OtelModality: Validator<T.OtelModality> = /* @__PURE__ */ validator<T.OtelModality>("OtelModality", null, () => C_OtelModality);
