// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 0d6fdcaf37759a26350c934e2944bc0f1e55230fbe4946eed9bd7be689e11810

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelFinishReason: Json = {"enum":["stop","length","content_filter","tool_call","compaction","error"],"type":"string"};
/** @internal */
export const C_OtelFinishReason: Check = {k:'json',j:()=>J_OtelFinishReason,f:runJson};
/** The validator of OtelFinishReason. */
export const OtelFinishReason: Validator<T.OtelFinishReason> = /* @__PURE__ */ validator<T.OtelFinishReason>("OtelFinishReason", null, () => C_OtelFinishReason);
