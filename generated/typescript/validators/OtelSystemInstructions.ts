// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
