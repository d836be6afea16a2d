// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelJSONSchema } from "./OtelJSONSchema.js";

/** @internal */
export const J_OtelFunctionToolDefinition: Json = {"additionalProperties":true,"properties":{"type":{"const":"function","type":"string"},"name":{"type":"string"},"description":{"anyOf":[{"type":"string"},{"type":"null"}]},"parameters":{"anyOf":[{"$ref":()=>J_OtelJSONSchema},{"type":"null"}]}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelFunctionToolDefinition: Check = {k:'json',j:()=>J_OtelFunctionToolDefinition,f:runJson};
/** The validator of OtelFunctionToolDefinition. */
export const OtelFunctionToolDefinition: Validator<T.OtelFunctionToolDefinition> = /* @__PURE__ */ validator<T.OtelFunctionToolDefinition>("OtelFunctionToolDefinition", null, () => C_OtelFunctionToolDefinition);
