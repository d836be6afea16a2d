// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallRequestPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"tool_call","type":"string"},"id":{"anyOf":[{"type":"string"},{"type":"null"}]},"name":{"type":"string"},"arguments":{}},"required":["type","name"],"type":"object"};
const C_OtelToolCallRequestPart: Check = {k:'json',j:()=>J_OtelToolCallRequestPart};
/** The validator of OtelToolCallRequestPart. */
export const OtelToolCallRequestPart: Validator<T.OtelToolCallRequestPart> = /* @__PURE__ */ validator<T.OtelToolCallRequestPart>("OtelToolCallRequestPart", null, () => C_OtelToolCallRequestPart);
