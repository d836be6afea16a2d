// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericPart: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericPart: Check = {k:'json',j:()=>J_OtelGenericPart,f:runJson};
/** The validator of OtelGenericPart. */
export const OtelGenericPart: Validator<T.OtelGenericPart> = /* @__PURE__ */ validator<T.OtelGenericPart>("OtelGenericPart", null, () => C_OtelGenericPart);
