// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelJSONSchema } from "./OtelJSONSchema.js";

/** @internal */
export const J_OtelFunctionToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"const":"function","type":"string"},"name":{"type":"string"},"description":{"anyOf":[{"type":"string"},{"type":"null"}]},"parameters":{"anyOf":[{"$ref":()=>J_OtelJSONSchema},{"type":"null"}]}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelFunctionToolDefinition: Check = {k:'json',j:()=>J_OtelFunctionToolDefinition,f:runJson};
/** The validator of OtelFunctionToolDefinition. */
export const OtelFunctionToolDefinition: Validator<T.OtelFunctionToolDefinition> = /* @__PURE__ */ validator<T.OtelFunctionToolDefinition>("OtelFunctionToolDefinition", null, () => C_OtelFunctionToolDefinition);
