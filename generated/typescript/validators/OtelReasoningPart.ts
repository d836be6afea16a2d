// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 928119eb2eb85e26d20f8f2eb5005bf4235c7f4c6e46652db2aa4aa539c5317c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelReasoningPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"reasoning","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
const C_OtelReasoningPart: Check = {k:'json',j:()=>J_OtelReasoningPart};
/** The validator of OtelReasoningPart. */
export const OtelReasoningPart: Validator<T.OtelReasoningPart> = /* @__PURE__ */ validator<T.OtelReasoningPart>("OtelReasoningPart", null, () => C_OtelReasoningPart);
