// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e2712362607d9647f9fbfc689a42579dda8e80e7b2f547010643fae7eee0d8b4

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"response":{}},"required":["type","response"],"type":"object"};
/** @internal */
export const C_OtelToolCallResponsePart: Check = {k:'json',j:()=>J_OtelToolCallResponsePart,f:runJson};
/** The validator of OtelToolCallResponsePart. */
export const OtelToolCallResponsePart: Validator<T.OtelToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelToolCallResponsePart>("OtelToolCallResponsePart", null, () => C_OtelToolCallResponsePart);
