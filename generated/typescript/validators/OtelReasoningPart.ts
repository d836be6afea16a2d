// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelReasoningPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"reasoning","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
const C_OtelReasoningPart: Check = {k:'json',j:()=>J_OtelReasoningPart};
/** The validator of OtelReasoningPart. */
export const OtelReasoningPart: Validator<T.OtelReasoningPart> = /* @__PURE__ */ validator<T.OtelReasoningPart>("OtelReasoningPart", null, () => C_OtelReasoningPart);
