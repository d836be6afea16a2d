// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
/** @internal */
export const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions,f:runJson};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
