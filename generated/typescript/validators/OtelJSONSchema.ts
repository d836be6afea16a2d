// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 61de4e79be133f95a4d4400b5f6b5a02c206ac4cd07dd6c6e1a04a94416a1bb7

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelJSONSchema: Json = {"type":["object","boolean"]};
/** @internal */
export const C_OtelJSONSchema: Check = {k:'json',j:()=>J_OtelJSONSchema,f:runJson};
/** The validator of OtelJSONSchema. */
export const OtelJSONSchema: Validator<T.OtelJSONSchema> = /* @__PURE__ */ validator<T.OtelJSONSchema>("OtelJSONSchema", null, () => C_OtelJSONSchema);
