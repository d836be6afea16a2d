// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: b88a1d9123ca712605c3768b2f205d0c4087e2fcacbae0e99de318f5a6789cd1

import type * as T from "../types.js";
import { type Check, type Json, type Validator, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
