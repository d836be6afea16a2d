// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelToolDefinition } from "./OtelToolDefinition.js";

/** @internal */
export const J_OtelToolDefinitions: Json = {"items":{"$ref":()=>J_OtelToolDefinition},"type":"array"};
/** @internal */
export const C_OtelToolDefinitions: Check = {k:'json',j:()=>J_OtelToolDefinitions,f:runJson};
/** The validator of OtelToolDefinitions. */
export const OtelToolDefinitions: Validator<T.OtelToolDefinitions> = /* @__PURE__ */ validator<T.OtelToolDefinitions>("OtelToolDefinitions", null, () => C_OtelToolDefinitions);
