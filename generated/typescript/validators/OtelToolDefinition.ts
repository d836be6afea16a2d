// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

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
