// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelTextPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"text","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelTextPart: Check = {k:'json',j:()=>J_OtelTextPart,f:runJson};
/** The validator of OtelTextPart. */
export const OtelTextPart: Validator<T.OtelTextPart> = /* @__PURE__ */ validator<T.OtelTextPart>("OtelTextPart", null, () => C_OtelTextPart);
