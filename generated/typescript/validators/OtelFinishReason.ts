// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 3b408ad7fab45f3a71ba4a5296d50c3a6416e2ae5efde4933fd9f649b2e938ce

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelFinishReason: Json = {"enum":["stop","length","content_filter","tool_call","compaction","error"],"type":"string"};
/** @internal */
export const C_OtelFinishReason: Check = {k:'json',j:()=>J_OtelFinishReason,f:runJson};
/** The validator of OtelFinishReason. */
export const OtelFinishReason: Validator<T.OtelFinishReason> = /* @__PURE__ */ validator<T.OtelFinishReason>("OtelFinishReason", null, () => C_OtelFinishReason);
