// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResponsePart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call_response","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"response":{}},"required":["type","response"],"type":"object"};
const C_OtelToolCallResponsePart: Check = {k:'json',j:()=>J_OtelToolCallResponsePart};
/** The validator of OtelToolCallResponsePart. */
export const OtelToolCallResponsePart: Validator<T.OtelToolCallResponsePart> = /* @__PURE__ */ validator<T.OtelToolCallResponsePart>("OtelToolCallResponsePart", null, () => C_OtelToolCallResponsePart);
