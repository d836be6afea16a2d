// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericPart: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericPart: Check = {k:'json',j:()=>J_OtelGenericPart,f:runJson};
/** The validator of OtelGenericPart. */
export const OtelGenericPart: Validator<T.OtelGenericPart> = /* @__PURE__ */ validator<T.OtelGenericPart>("OtelGenericPart", null, () => C_OtelGenericPart);
