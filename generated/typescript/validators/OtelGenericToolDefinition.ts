// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 588b23dc9c6789ef7c1dfbd30bc68251f3706ef547b462c6c1bdc65f63281742

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition,f:runJson};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
