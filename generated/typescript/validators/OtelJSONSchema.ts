// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: 9706f554e5df510d90db9bf9b832b98494c25bf65e1d6752cf396f1057abafad

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelJSONSchema: Json = {"type":["object","boolean"]};
/** @internal */
export const C_OtelJSONSchema: Check = {k:'json',j:()=>J_OtelJSONSchema,f:runJson};
/** The validator of OtelJSONSchema. */
export const OtelJSONSchema: Validator<T.OtelJSONSchema> = /* @__PURE__ */ validator<T.OtelJSONSchema>("OtelJSONSchema", null, () => C_OtelJSONSchema);
