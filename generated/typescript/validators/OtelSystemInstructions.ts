// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";
import { J_OtelSystemInstructionPart } from "./OtelSystemInstructionPart.js";

/** @internal */
export const J_OtelSystemInstructions: Json = {"items":{"$ref":()=>J_OtelSystemInstructionPart},"type":"array"};
/** @internal */
export const C_OtelSystemInstructions: Check = {k:'json',j:()=>J_OtelSystemInstructions,f:runJson};
/** The validator of OtelSystemInstructions. */
export const OtelSystemInstructions: Validator<T.OtelSystemInstructions> = /* @__PURE__ */ validator<T.OtelSystemInstructions>("OtelSystemInstructions", null, () => C_OtelSystemInstructions);
