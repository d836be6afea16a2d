// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelJSONSchema } from "./OtelJSONSchema.js";

/** @internal */
export const J_OtelFunctionToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"const":"function","type":"string"},"name":{"type":"string"},"description":{"anyOf":[{"type":"string"},{"type":"null"}]},"parameters":{"anyOf":[{"$ref":()=>J_OtelJSONSchema},{"type":"null"}]}},"required":["type","name"],"type":"object"};
const C_OtelFunctionToolDefinition: Check = {k:'json',j:()=>J_OtelFunctionToolDefinition};
/** The validator of OtelFunctionToolDefinition. */
export const OtelFunctionToolDefinition: Validator<T.OtelFunctionToolDefinition> = /* @__PURE__ */ validator<T.OtelFunctionToolDefinition>("OtelFunctionToolDefinition", null, () => C_OtelFunctionToolDefinition);
