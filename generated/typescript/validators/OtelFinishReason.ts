// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelFinishReason: Json = {"enum":["stop","length","content_filter","tool_call","compaction","error"],"type":"string"};
const C_OtelFinishReason: Check = {k:'json',j:()=>J_OtelFinishReason};
/** The validator of OtelFinishReason. */
export const OtelFinishReason: Validator<T.OtelFinishReason> = /* @__PURE__ */ validator<T.OtelFinishReason>("OtelFinishReason", null, () => C_OtelFinishReason);
