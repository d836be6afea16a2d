// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelToolDefinition } from "./OtelToolDefinition.js";

/** @internal */
export const J_OtelToolDefinitions: Json = {"items":{"$ref":()=>J_OtelToolDefinition},"type":"array"};
const C_OtelToolDefinitions: Check = {k:'json',j:()=>J_OtelToolDefinitions};
/** The validator of OtelToolDefinitions. */
export const OtelToolDefinitions: Validator<T.OtelToolDefinitions> = /* @__PURE__ */ validator<T.OtelToolDefinitions>("OtelToolDefinitions", null, () => C_OtelToolDefinitions);
