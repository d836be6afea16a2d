// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition,f:runJson};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
