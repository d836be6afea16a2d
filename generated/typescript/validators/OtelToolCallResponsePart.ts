// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"response":{}},"required":["type","response"],"type":"object"};
/** @internal */
export const C_OtelToolCallResponsePart: Check = {k:'json',j:()=>J_OtelToolCallResponsePart,f:runJson};
/** The validator of OtelToolCallResponsePart. */
export const OtelToolCallResponsePart: Validator<T.OtelToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelToolCallResponsePart>("OtelToolCallResponsePart", null, () => C_OtelToolCallResponsePart);
