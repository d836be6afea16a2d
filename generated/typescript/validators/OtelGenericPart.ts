// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericPart: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericPart: Check = {k:'json',j:()=>J_OtelGenericPart,f:runJson};
/** The validator of OtelGenericPart. */
export const OtelGenericPart: Validator<T.OtelGenericPart> = /* @__PURE__ */ validator<T.OtelGenericPart>("OtelGenericPart", null, () => C_OtelGenericPart);
