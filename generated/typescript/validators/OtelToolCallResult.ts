// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallResult: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallResult: Check = {k:'json',j:()=>J_OtelToolCallResult,f:runJson};
/** The validator of OtelToolCallResult. */
export const OtelToolCallResult: Validator<T.OtelToolCallResult> = /* @__PURE__ */ validator<T.OtelToolCallResult>("OtelToolCallResult", null, () => C_OtelToolCallResult);
