// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 452ea6c7a587ba6dbbafd43857f79d616193ee2faaebd52a79a0299f4396f333

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResult: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallResult: Check = {k:'json',j:()=>J_OtelToolCallResult,f:runJson};
/** The validator of OtelToolCallResult. */
export const OtelToolCallResult: Validator<T.OtelToolCallResult> = /* @__PURE__ */ validator<T.OtelToolCallResult>("OtelToolCallResult", null, () => C_OtelToolCallResult);
