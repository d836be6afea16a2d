// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 1ff7c80ca8202ee120f872f8ac6d55bbbebd431b206ee261508ccd10d9ecd8c3

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart,f:runJson};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
