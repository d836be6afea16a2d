// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

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
