// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelGenericPart } from "./OtelGenericPart.js";
import { J_OtelTextPart } from "./OtelTextPart.js";

/** @internal */
export const J_OtelSystemInstructionPart: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelTextPart},{"$ref":()=>J_OtelGenericPart}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":()=>J_OtelTextPart}}]};
const C_OtelSystemInstructionPart: Check = {k:'json',j:()=>J_OtelSystemInstructionPart};
/** The validator of OtelSystemInstructionPart. */
export const OtelSystemInstructionPart: Validator<T.OtelSystemInstructionPart> = /* @__PURE__ */ validator<T.OtelSystemInstructionPart>("OtelSystemInstructionPart", null, () => C_OtelSystemInstructionPart);
