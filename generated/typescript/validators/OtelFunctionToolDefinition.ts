// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelJSONSchema } from "./OtelJSONSchema.js";

/** @internal */
export const J_OtelFunctionToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"const":"function","type":"string"},"name":{"type":"string"},"description":{"anyOf":[{"type":"string"},{"type":"null"}]},"parameters":{"anyOf":[{"$ref":()=>J_OtelJSONSchema},{"type":"null"}]}},"required":["type","name"],"type":"object"};
const C_OtelFunctionToolDefinition: Check = {k:'json',j:()=>J_OtelFunctionToolDefinition};
/** The validator of OtelFunctionToolDefinition. */
export const OtelFunctionToolDefinition: Validator<T.OtelFunctionToolDefinition> = /* @__PURE__ */ validator<T.OtelFunctionToolDefinition>("OtelFunctionToolDefinition", null, () => C_OtelFunctionToolDefinition);
