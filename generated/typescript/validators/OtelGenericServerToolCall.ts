// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f97f13fd5ea2754c2dfd4a4c10efe273c15617a7633e3c72f7137b4fd9ccb4ad

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelGenericServerToolCall: Json = {"additionalProperties":true,"properties":{"type":{"type":"string"}},"required":["type"],"type":"object"};
/** @internal */
export const C_OtelGenericServerToolCall: Check = {k:'json',j:()=>J_OtelGenericServerToolCall,f:runJson};
/** The validator of OtelGenericServerToolCall. */
export const OtelGenericServerToolCall: Validator<T.OtelGenericServerToolCall> = /* @__PURE__ */ validator<T.OtelGenericServerToolCall>("OtelGenericServerToolCall", null, () => C_OtelGenericServerToolCall);
