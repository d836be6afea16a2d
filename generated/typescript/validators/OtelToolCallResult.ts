// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: d42161e0158ed1339bab345522cbee12f5f72b99c2a35fd481c3a250d1369106

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResult: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallResult: Check = {k:'json',j:()=>J_OtelToolCallResult,f:runJson};
/** The validator of OtelToolCallResult. */
export const OtelToolCallResult: Validator<T.OtelToolCallResult> = /* @__PURE__ */ validator<T.OtelToolCallResult>("OtelToolCallResult", null, () => C_OtelToolCallResult);
