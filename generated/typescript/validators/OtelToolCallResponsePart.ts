// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"response":{}},"required":["type","response"],"type":"object"};
/** @internal */
export const C_OtelToolCallResponsePart: Check = {k:'json',j:()=>J_OtelToolCallResponsePart,f:runJson};
/** The validator of OtelToolCallResponsePart. */
export const OtelToolCallResponsePart: Validator<T.OtelToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelToolCallResponsePart>("OtelToolCallResponsePart", null, () => C_OtelToolCallResponsePart);
