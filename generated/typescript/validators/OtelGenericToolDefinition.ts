// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition,f:runJson};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
