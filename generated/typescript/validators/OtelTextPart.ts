// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelTextPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"text","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelTextPart: Check = {k:'json',j:()=>J_OtelTextPart,f:runJson};
/** The validator of OtelTextPart. */
export const OtelTextPart: Validator<T.OtelTextPart> = /* @__PURE__ */ validator<T.OtelTextPart>("OtelTextPart", null, () => C_OtelTextPart);
