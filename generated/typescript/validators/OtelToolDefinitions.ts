// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelToolDefinition } from "./OtelToolDefinition.js";

/** @internal */
export const J_OtelToolDefinitions: Json = {"items":{"$ref":()=>J_OtelToolDefinition},"type":"array"};
/** @internal */
export const C_OtelToolDefinitions: Check = {k:'json',j:()=>J_OtelToolDefinitions,f:runJson};
/** The validator of OtelToolDefinitions. */
export const OtelToolDefinitions: Validator<T.OtelToolDefinitions> = /* @__PURE__ */ validator<T.OtelToolDefinitions>("OtelToolDefinitions", null, () => C_OtelToolDefinitions);
