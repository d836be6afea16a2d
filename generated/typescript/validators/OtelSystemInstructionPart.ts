// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelGenericPart } from "./OtelGenericPart.js";
import { J_OtelTextPart } from "./OtelTextPart.js";

/** @internal */
export const J_OtelSystemInstructionPart: Json = {"type":"object","anyOf":[{"$ref":()=>J_OtelTextPart},{"$ref":()=>J_OtelGenericPart}],"allOf":[{"if":{"properties":{"type":{"const":"text"}},"required":["type"]},"then":{"$ref":()=>J_OtelTextPart}}]};
/** @internal */
export const C_OtelSystemInstructionPart: Check = {k:'json',j:()=>J_OtelSystemInstructionPart,f:runJson};
/** The validator of OtelSystemInstructionPart. */
export const OtelSystemInstructionPart: Validator<T.OtelSystemInstructionPart> = /* @__PURE__ */ validator<T.OtelSystemInstructionPart>("OtelSystemInstructionPart", null, () => C_OtelSystemInstructionPart);
