// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelToolDefinition } from "./OtelToolDefinition.js";

/** @internal */
export const J_OtelToolDefinitions: Json = {"items":{"$ref":()=>J_OtelToolDefinition},"type":"array"};
/** @internal */
export const C_OtelToolDefinitions: Check = {k:'json',j:()=>J_OtelToolDefinitions,f:runJson};
/** The validator of OtelToolDefinitions. */
export const OtelToolDefinitions: Validator<T.OtelToolDefinitions> = /* @__PURE__ */ validator<T.OtelToolDefinitions>("OtelToolDefinitions", null, () => C_OtelToolDefinitions);
