// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelFunctionToolDefinition } from "./OtelFunctionToolDefinition.js";
import { J_OtelGenericToolDefinition } from "./OtelGenericToolDefinition.js";

/** @internal */
export const J_OtelToolDefinition: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelFunctionToolDefinition},{"$ref":()=>J_OtelGenericToolDefinition}],"allOf":[{"if":{"properties":{"type":{"const":"function"}},"required":["type"]},"then":{"$ref":()=>J_OtelFunctionToolDefinition}}]};
/** @internal */
export const C_OtelToolDefinition: Check = {k:'json',j:()=>J_OtelToolDefinition,f:runJson};
/** The validator of OtelToolDefinition. */
export const OtelToolDefinition: Validator<T.OtelToolDefinition> = /* @__PURE__ */ validator<T.OtelToolDefinition>("OtelToolDefinition", null, () => C_OtelToolDefinition);
