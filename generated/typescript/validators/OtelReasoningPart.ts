// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 21785fd3602b38f0b11521317ca050d4e4fe7c81ee4376ff0c9f4e9d1348815c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelReasoningPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"reasoning","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelReasoningPart: Check = {k:'json',j:()=>J_OtelReasoningPart,f:runJson};
/** The validator of OtelReasoningPart. */
export const OtelReasoningPart: Validator<T.OtelReasoningPart> = /* @__PURE__ */ validator<T.OtelReasoningPart>("OtelReasoningPart", null, () => C_OtelReasoningPart);
