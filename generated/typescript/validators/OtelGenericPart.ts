// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericPart: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericPart: Check = {k:'json',j:()=>J_OtelGenericPart,f:runJson};
/** The validator of OtelGenericPart. */
export const OtelGenericPart: Validator<T.OtelGenericPart> = /* @__PURE__ */ validator<T.OtelGenericPart>("OtelGenericPart", null, () => C_OtelGenericPart);
