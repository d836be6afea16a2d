// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelTextPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"text","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelTextPart: Check = {k:'json',j:()=>J_OtelTextPart,f:runJson};
/** The validator of OtelTextPart. */
export const OtelTextPart: Validator<T.OtelTextPart> = /* @__PURE__ */ validator<T.OtelTextPart>("OtelTextPart", null, () => C_OtelTextPart);
