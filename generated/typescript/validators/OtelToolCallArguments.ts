// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: f6c113e43063b1897718054b989f4492a7858d59cfcb21d533f2084d81039d8d

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments,f:runJson};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
