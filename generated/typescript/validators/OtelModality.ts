// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelModality: Json = {"enum":["image","video","audio","document"],"type":"string"};
/** @internal */
export const C_OtelModality: Check = {k:'json',j:()=>J_OtelModality,f:runJson};
/** The validator of OtelModality. */
export const OtelModality: Validator<T.OtelModality> = /* @__PURE__ */ validator<T.OtelModality>("OtelModality", null, () => C_OtelModality);
