// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"},"name":{"type":"string"}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelGenericToolDefinition: Check = {k:'json',j:()=>J_OtelGenericToolDefinition,f:runJson};
/** The validator of OtelGenericToolDefinition. */
export const OtelGenericToolDefinition: Validator<T.OtelGenericToolDefinition> = /* @__PURE__ */ validator<T.OtelGenericToolDefinition>("OtelGenericToolDefinition", null, () => C_OtelGenericToolDefinition);
