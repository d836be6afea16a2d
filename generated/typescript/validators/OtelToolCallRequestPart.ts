// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 23a14eefafd25dce4d9b9e40d91377f7b6b8449e4a3ef76921028e5e24fec6d4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart,f:runJson};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
