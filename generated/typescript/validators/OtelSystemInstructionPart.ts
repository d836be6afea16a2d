// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

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
