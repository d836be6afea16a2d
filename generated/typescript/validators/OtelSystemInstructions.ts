// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
