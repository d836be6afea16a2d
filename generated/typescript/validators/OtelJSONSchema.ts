// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e866dbc4c7efab9545af90efd46e8b9b16471893c8d7c7c081d70bf40e888bab

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelJSONSchema: Json = {"type":["object","boolean"]};
/** @internal */
export const C_OtelJSONSchema: Check = {k:'json',j:()=>J_OtelJSONSchema,f:runJson};
/** The validator of OtelJSONSchema. */
export const OtelJSONSchema: Validator<T.OtelJSONSchema> = /* @__PURE__ */ validator<T.OtelJSONSchema>("OtelJSONSchema", null, () => C_OtelJSONSchema);
