// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelReasoningPart: Json = {"additionalProperties":true,"properties":{"type":{"const":"reasoning","type":"string"},"content":{"type":"string"}},"required":["type","content"],"type":"object"};
/** @internal */
export const C_OtelReasoningPart: Check = {k:'json',j:()=>J_OtelReasoningPart,f:runJson};
/** The validator of OtelReasoningPart. */
export const OtelReasoningPart: Validator<T.OtelReasoningPart> = /* @__PURE__ */ validator<T.OtelReasoningPart>("OtelReasoningPart", null, () => C_OtelReasoningPart);
