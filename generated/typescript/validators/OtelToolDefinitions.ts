// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: afce9a8746fef79c6b108098ff6a30b1299cdeefdcdc1814c547d47f450c2a9b

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelToolDefinition } from "./OtelToolDefinition.js";

/** @internal */
export const J_OtelToolDefinitions: Json = {"items":{"$ref":()=>J_OtelToolDefinition},"type":"array"};
/** @internal */
export const C_OtelToolDefinitions: Check = {k:'json',j:()=>J_OtelToolDefinitions,f:runJson};
/** The validator of OtelToolDefinitions. */
export const OtelToolDefinitions: Validator<T.OtelToolDefinitions> = /* @__PURE__ */ validator<T.OtelToolDefinitions>("OtelToolDefinitions", null, () => C_OtelToolDefinitions);
