// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition,f:runJson};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
