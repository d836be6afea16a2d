// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 751e86cfe495492fcf4bc807a992ed22b1ccf5ed7a33f1e7894b46d9a8eed773

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelJSONSchema: Json = {"type":["object","boolean"]};
/** @internal */
export const C_OtelJSONSchema: Check = {k:'json',j:()=>J_OtelJSONSchema,f:runJson};
/** The validator of OtelJSONSchema. */
export const OtelJSONSchema: Validator<T.OtelJSONSchema> = /* @__PURE__ */ validator<T.OtelJSONSchema>("OtelJSONSchema", null, () => C_OtelJSONSchema);
