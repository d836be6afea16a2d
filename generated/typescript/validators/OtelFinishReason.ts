// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 91516d61e1dab3049f1217c23d6c39d25f614f32435707ba597ce33b10504e05

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelFinishReason: Json = {"enum":["stop","length","content_filter","tool_call","compaction","error"],"type":"string"};
/** @internal */
export const C_OtelFinishReason: Check = {k:'json',j:()=>J_OtelFinishReason,f:runJson};
/** The validator of OtelFinishReason. */
export const OtelFinishReason: Validator<T.OtelFinishReason> = /* @__PURE__ */ validator<T.OtelFinishReason>("OtelFinishReason", null, () => C_OtelFinishReason);
