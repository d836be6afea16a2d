// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
