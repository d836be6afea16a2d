// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelTextPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"text","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelTextPart: Check = {k:'json',j:()=>J_OtelTextPart,f:runJson};
/** The validator of OtelTextPart. */
export const OtelTextPart: Validator<T.OtelTextPart> = /* @__PURE__ */ validator<T.OtelTextPart>("OtelTextPart", null, () => C_OtelTextPart);
