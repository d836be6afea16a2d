// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
/** @internal */
export const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions,f:runJson};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
