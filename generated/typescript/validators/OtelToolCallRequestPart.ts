// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 2493d0c908606fc13a11c941a89f81272f40e96407d8bb4074107d2b8e1ce9eb

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
/** @internal */
export const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart,f:runJson};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
