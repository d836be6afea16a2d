// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelModality: Json = {"enum":["image","video","audio","document"],"type":"string"};
const C_OtelModality: Check = {k:'json',j:()=>J_OtelModality};
/** The validator of OtelModality. */
export const OtelModality: Validator<T.OtelModality> = /* @__PURE__ */ validator<T.OtelModality>("OtelModality", null, () => C_OtelModality);
