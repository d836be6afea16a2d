// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelTextPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"text","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelTextPart: Check = {k:'json',j:()=>J_OtelTextPart,f:runJson};
/** The validator of OtelTextPart. */
export const OtelTextPart: Validator<T.OtelTextPart> = /* @__PURE__ */ validator<T.OtelTextPart>("OtelTextPart", null, () => C_OtelTextPart);
