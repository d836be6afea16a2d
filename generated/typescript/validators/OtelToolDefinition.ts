// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelFunctionToolDefinition } from "./OtelFunctionToolDefinition.js";
import { J_OtelGenericToolDefinition } from "./OtelGenericToolDefinition.js";

/** @internal */
export const J_OtelToolDefinition: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelFunctionToolDefinition},{"$ref":()=>J_OtelGenericToolDefinition}],"allOf":[{"if":{"properties":{"type":{"const":"function"}},"required":["type"]},"then":{"$ref":()=>J_OtelFunctionToolDefinition}}]};
const C_OtelToolDefinition: Check = {k:'json',j:()=>J_OtelToolDefinition};
/** The validator of OtelToolDefinition. */
export const OtelToolDefinition: Validator<T.OtelToolDefinition> = /* @__PURE__ */ validator<T.OtelToolDefinition>("OtelToolDefinition", null, () => C_OtelToolDefinition);
