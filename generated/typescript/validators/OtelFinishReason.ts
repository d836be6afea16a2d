// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelFinishReason: Json = {"enum":["stop","length","content_filter","tool_call","compaction","error"],"type":"string"};
/** @internal */
export const C_OtelFinishReason: Check = {k:'json',j:()=>J_OtelFinishReason,f:runJson};
/** The validator of OtelFinishReason. */
export const OtelFinishReason: Validator<T.OtelFinishReason> = /* @__PURE__ */ validator<T.OtelFinishReason>("OtelFinishReason", null, () => C_OtelFinishReason);
