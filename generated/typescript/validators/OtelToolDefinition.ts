// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 4edbacd190295b88108291d920c2b91af771b5a821e1085c889a17375115c9c2

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
