// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a78787058e716cecc202899dfe977ea1ab238d815d9d3a9cce0a3094d0c5a0fd

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
/** @internal */
export const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions,f:runJson};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
