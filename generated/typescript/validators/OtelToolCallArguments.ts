// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: c835ff499a993e801e562d6e9a52d02a3596f6437acc295152a62d92fc729603

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments,f:runJson};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
