// Generated from schemas/ by codegen/ts_validators.py. DO NOT EDIT.
// inputs sha256: a03546cfb79ed39a068ffd4eb510eed4e34409bb634aef7c866bf86593e9e7d6

import type * as T from "../types.js";
import { type Check, type Json, type Validator, runJson, validator } from "./_runtime.js";

/** @internal */
export const J_OtelToolCallArguments: Json = {"additionalProperties":true,"type":"object"};
/** @internal */
export const C_OtelToolCallArguments: Check = {k:'json',j:()=>J_OtelToolCallArguments,f:runJson};
/** The validator of OtelToolCallArguments. */
export const OtelToolCallArguments: Validator<T.OtelToolCallArguments> = /* @__PURE__ */ validator<T.OtelToolCallArguments>("OtelToolCallArguments", null, () => C_OtelToolCallArguments);
