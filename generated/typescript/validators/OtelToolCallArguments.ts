// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: e304d4090ab916fd1ac0fd0ea130f7181d9d8fb7a32988b8287aa177be254c22

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments,f:runJson};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
