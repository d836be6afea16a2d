// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericPart } from "./OtelGenericPart.js";
import { J_OtelTextPart } from "./OtelTextPart.js";

/** @internal */
export const J_OtelSystemInstructionPart: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelTextPart},{"$ref":()=>J_OtelGenericPart}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":()=>J_OtelTextPart}}]};
const C_OtelSystemInstructionPart: Check = {k:'json',j:()=>J_OtelSystemInstructionPart};
/** The validator of OtelSystemInstructionPart. */
export const OtelSystemInstructionPart: Validator<T.OtelSystemInstructionPart> = /* @__PURE__ */ validator<T.OtelSystemInstructionPart>("OtelSystemInstructionPart", null, () => C_OtelSystemInstructionPart);
