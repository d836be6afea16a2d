// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 492f73a597d934a258c33f23f8b77f9d6e5a6ae1f46d8fb5e4c8f29a73d386d5

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResult: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallResult: Check = {k:'json',j:()=>J_OtelToolCallResult,f:runJson};
/** The validator of OtelToolCallResult. */
export const OtelToolCallResult: Validator<T.OtelToolCallResult> = /* @__PURE__ */ validator<T.OtelToolCallResult>("OtelToolCallResult", null, () => C_OtelToolCallResult);
