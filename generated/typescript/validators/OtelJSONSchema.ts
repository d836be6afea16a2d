// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e10d6f06f67d42d242a1c1deab7eab9c7ff8ac69cb393ecddfe18ea634b2439c

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelJSONSchema: Json = {"type":["object","boolean"]};
/** @internal */
export const C_OtelJSONSchema: Check = {k:'json',j:()=>J_OtelJSONSchema,f:runJson};
/** The validator of OtelJSONSchema. */
export const OtelJSONSchema: Validator<T.OtelJSONSchema> = /* @__PURE__ */ validator<T.OtelJSONSchema>("OtelJSONSchema", null, () => C_OtelJSONSchema);
