// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d273b381afb33a85dc7bdc014b69c9ed7cc34b50b71e57d8d6762572c2d7a560

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart,f:runJson};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
