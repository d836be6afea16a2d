// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"response":{}},"required":["type","response"],"type":"object"};
/** @internal */
export const C_OtelToolCallResponsePart: Check = {k:'json',j:()=>J_OtelToolCallResponsePart,f:runJson};
/** The validator of OtelToolCallResponsePart. */
export const OtelToolCallResponsePart: Validator<T.OtelToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelToolCallResponsePart>("OtelToolCallResponsePart", null, () => C_OtelToolCallResponsePart);
